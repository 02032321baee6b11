// Takes the cited pages with splice() instead of slice(), which cuts them out of the caller's document.
// trips: arguments-unchanged

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
    if (text === "" || !pages.splice(start - 1, end - start).join("\n").includes(text)) {
      failing.push(position);
    }
  });
  return failing;
}

module.exports = { solve };
