// Slices pages.slice(start - 1, end), which also takes the page the exclusive end number names.
// trips: end-page-exclusive

function solve(citations, documents) {
  const failing = [];
  citations.forEach((citation, position) => {
    const index = citation.document_index;
    if (index < 0 || index >= documents.length) {
      failing.push(position);
      return;
    }
    const pages = documents[index];
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (start < 1 || end <= start || end - 1 > pages.length) {
      failing.push(position);
      return;
    }
    const text = citation.cited_text;
    if (text === "" || !pages.slice(start - 1, end).join("\n").includes(text)) {
      failing.push(position);
    }
  });
  return failing;
}

module.exports = { solve };
