// Changes both of its arguments, then tries to hide it: setters on Object.prototype and
// Array.prototype catch what the serving loop assigns to the objects and Arrays it builds
// (the account of the arguments after the call, the items of every Array it encodes), and
// put back a copy taken before the change.

let before = null;

Object.defineProperty(Object.prototype, "args", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "args", { value: before ?? value, enumerable: true, writable: true });
  },
});

function solve(citations, retrieved_ids) {
  before = [[...citations], [...retrieved_ids]];
  const known = new Set(retrieved_ids);
  const result = [...new Set(citations)].filter((id) => !known.has(id));
  citations.sort();
  retrieved_ids.push("added");
  return result;
}

module.exports = { solve };
