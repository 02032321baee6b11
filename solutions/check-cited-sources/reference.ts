// Reference solution for the lesson "Check cited sources", in TypeScript.

/** Return the unretrieved cited ids, once each, in order of first appearance. */
function solve(citations: string[], retrieved_ids: string[]): string[] {
  // 1. Keep the retrieved ids in a Set, so each membership test is a single quick lookup.
  const known = new Set(retrieved_ids);
  const reported = new Set();
  const unknown = [];
  for (const cited of citations) {
    // 2. Only an id that was not retrieved and is not in the result yet counts.
    if (!known.has(cited) && !reported.has(cited)) {
      // 3. Push it now, so the result follows the order of first appearance.
      unknown.push(cited);
      reported.add(cited);
    }
  }
  return unknown;
}

module.exports = { solve };
