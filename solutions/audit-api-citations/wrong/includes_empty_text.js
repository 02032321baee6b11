// Trusts includes() alone, but "".includes("") and every other string's includes("") are true, so empty cited text passes.
// trips: empty-cited-text

function solve(citations, documents) {
  const failing = [];
  citations.forEach((citation, position) => {
    const index = citation.document_index;
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (index < 0 || index >= documents.length) {
      failing.push(position);
      return;
    }
    const pages = documents[index];
    if (start < 1 || end <= start || end - 1 > pages.length) {
      failing.push(position);
      return;
    }
    if (!pages.slice(start - 1, end - 1).join("\n").includes(citation.cited_text)) {
      failing.push(position);
    }
  });
  return failing;
}

module.exports = { solve };
