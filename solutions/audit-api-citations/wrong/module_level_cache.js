// Caches each joined page range in a Map at module level, keyed by document index and pages, so the next call reuses text from other documents.
// trips: independent-calls

const joined = new Map();

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
    const key = `${index}:${start}:${end}`;
    if (!joined.has(key)) joined.set(key, pages.slice(start - 1, end - 1).join("\n"));
    const text = citation.cited_text;
    if (text === "" || !joined.get(key).includes(text)) failing.push(position);
  });
  return failing;
}

module.exports = { solve };
