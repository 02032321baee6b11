// Walks the citations with for...in, whose keys are strings, so it returns positions like "1" instead of the integer 1.
// trips: returns-list-of-ints

function solve(citations, documents) {
  const failing = [];
  for (const position in citations) {
    const citation = citations[position];
    const index = citation.document_index;
    if (index < 0 || index >= documents.length) {
      failing.push(position);
      continue;
    }
    const pages = documents[index];
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (start < 1 || end <= start || end - 1 > pages.length) {
      failing.push(position);
      continue;
    }
    const text = citation.cited_text;
    if (text === "" || !pages.slice(start - 1, end - 1).join("\n").includes(text)) {
      failing.push(position);
    }
  }
  return failing;
}

module.exports = { solve };
