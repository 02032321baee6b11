// Walks citations.entries(); documents[index] is undefined for any index that is not a document's, -1 included, so one lookup tests it.
// trips: nothing

function solve(citations, documents) {
  const failing = [];
  for (const [position, citation] of citations.entries()) {
    const pages = documents[citation.document_index];
    const first = citation.start_page_number;
    const after = citation.end_page_number;
    const holds =
      pages !== undefined &&
      first >= 1 &&
      after > first &&
      after <= pages.length + 1 &&
      citation.cited_text.length > 0 &&
      pages.slice(first - 1, after - 1).join("\n").indexOf(citation.cited_text) !== -1;
    if (!holds) failing.push(position);
  }
  return failing;
}

module.exports = { solve };
