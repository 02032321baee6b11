// Reads the start page with `|| 1` as a default, but 0 is falsy, so a start page of 0 quietly becomes page 1.
// trips: start-page-zero

function solve(citations, documents) {
  const failing = [];
  citations.forEach((citation, position) => {
    const index = citation.document_index;
    if (index < 0 || index >= documents.length) {
      failing.push(position);
      return;
    }
    const pages = documents[index];
    const start = citation.start_page_number || 1;
    const end = citation.end_page_number;
    if (start < 1 || end <= start || end - 1 > pages.length) {
      failing.push(position);
      return;
    }
    const text = citation.cited_text;
    if (!text || !pages.slice(start - 1, end - 1).join("\n").includes(text)) {
      failing.push(position);
    }
  });
  return failing;
}

module.exports = { solve };
