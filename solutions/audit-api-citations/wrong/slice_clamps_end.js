// Never tests the end page against the document's length, and slice() quietly stops at the last page, so an end page far past it passes.
// trips: range-fits-document

function solve(citations, documents) {
  const failing = [];
  citations.forEach((citation, position) => {
    const index = citation.document_index;
    if (index < 0 || index >= documents.length) {
      failing.push(position);
      return;
    }
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (start < 1 || end <= start) {
      failing.push(position);
      return;
    }
    const text = citation.cited_text;
    const cited = documents[index].slice(start - 1, end - 1).join("\n");
    if (text === "" || !cited.includes(text)) failing.push(position);
  });
  return failing;
}

module.exports = { solve };
