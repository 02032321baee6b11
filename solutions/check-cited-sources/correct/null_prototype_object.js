// Looks ids up in objects made with Object.create(null), which inherit no names at all.
// trips: nothing

exports.solve = function solve(citations, retrieved_ids) {
  const known = Object.create(null);
  for (const id of retrieved_ids) known[id] = true;
  const reported = Object.create(null);
  const unknown = [];
  for (const cited of citations) {
    if (known[cited] !== true && reported[cited] !== true) {
      reported[cited] = true;
      unknown.push(cited);
    }
  }
  return unknown;
};
