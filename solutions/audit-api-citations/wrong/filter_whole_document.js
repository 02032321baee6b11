// Picks the cited pages with pages.filter() on their index, which visits every page of the document for every citation.
// trips: scales-linearly only

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
    const cited = pages.filter((page, i) => i >= start - 1 && i < end - 1).join("\n");
    const text = citation.cited_text;
    if (text === "" || !cited.includes(text)) failing.push(position);
  });
  return failing;
}

module.exports = { solve };
