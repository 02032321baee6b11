// Looks the document up with documents.at(index), which counts a negative index from the back, so -1 audits against the last document.
// trips: negative-document-index

interface Citation {
  cited_text: string;
  document_index: number;
  start_page_number: number;
  end_page_number: number;
}

function solve(citations: Citation[], documents: string[][]): number[] {
  const failing = [];
  citations.forEach((citation, position) => {
    const pages = documents.at(citation.document_index);
    if (pages === undefined) {
      failing.push(position);
      return;
    }
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (start < 1 || end <= start || end - 1 > pages.length) {
      failing.push(position);
      return;
    }
    const text = citation.cited_text;
    if (text === "" || !pages.slice(start - 1, end - 1).join("\n").includes(text)) {
      failing.push(position);
    }
  });
  return failing;
}

module.exports = { solve };
