// Tests each citation with indexOf on the retrieved Array itself, scanning it every time.
// trips: scales-linearly only

function solve(citations, retrieved_ids) {
  const reported = new Set();
  const unknown = [];
  for (const cited of citations) {
    if (retrieved_ids.indexOf(cited) === -1 && !reported.has(cited)) {
      reported.add(cited);
      unknown.push(cited);
    }
  }
  return unknown;
}

module.exports = { solve };
