// Joins each cited document once per call and records where every page starts, then cuts the cited range out with substring().
// trips: nothing

function solve(citations, documents) {
  // Built lazily inside the call, so nothing survives to the next call.
  const prepared = new Map();
  const prepare = (index) => {
    if (!prepared.has(index)) {
      const pages = documents[index];
      const starts = [0];
      for (const page of pages) starts.push(starts[starts.length - 1] + page.length + 1);
      prepared.set(index, { text: pages.join("\n"), starts, count: pages.length });
    }
    return prepared.get(index);
  };

  const failing = [];
  citations.forEach((citation, position) => {
    const index = citation.document_index;
    const start = citation.start_page_number;
    const end = citation.end_page_number;
    if (!Number.isInteger(index) || index < 0 || index >= documents.length) {
      failing.push(position);
      return;
    }
    const { text, starts, count } = prepare(index);
    if (start < 1 || end <= start || end - 1 > count) {
      failing.push(position);
      return;
    }
    // Page p starts at starts[p - 1]; the range ends just before the "\n" after page end - 1.
    const cited = text.substring(starts[start - 1], starts[end - 1] - 1);
    const quote = citation.cited_text;
    if (quote === "" || !cited.includes(quote)) failing.push(position);
  });
  return failing;
}

module.exports = { solve };
