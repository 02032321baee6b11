// Reference solution for the lesson "Audit API citations", in TypeScript.

interface Citation {
  cited_text: string;
  document_index: number;
  start_page_number: number;
  end_page_number: number;
}

/** Return the positions of the citations that fail the audit, in ascending order. */
function solve(citations: Citation[], documents: string[][]): number[] {
  const failing = [];
  citations.forEach((citation, position) => {
    // 1. The document index must name a document: 0 up to documents.length - 1. A negative
    //    index is tested here, before any lookup, so .at() or [] never get to read it.
    const index = citation.document_index;
    if (!(index >= 0 && index < documents.length)) {
      failing.push(position);
      return;
    }
    const pages = documents[index];
    // 2. Pages count from 1 and the end page is exclusive: the range must hold at least one
    //    page and end no later than just after the last page. slice() would quietly count a
    //    negative start from the back and stop at the end of the Array, so every bound is
    //    tested first.
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (start < 1 || end <= start || end - 1 > pages.length) {
      failing.push(position);
      return;
    }
    // 3. Join only the cited pages, with one "\n" between neighbours, and look for the cited
    //    text exactly as given. "".includes("") is true, so empty text is tested on its own.
    const citedPages = pages.slice(start - 1, end - 1).join("\n");
    const text = citation.cited_text;
    if (text.length === 0 || !citedPages.includes(text)) failing.push(position);
  });
  return failing;
}

module.exports = { solve };
