// Records each unknown id in a Map, which keeps insertion order, and returns its keys as an Array.
// trips: nothing

const solve = (citations, retrieved_ids) => {
  const known = new Set(retrieved_ids);
  const firstSeen = new Map();
  citations.forEach((cited, position) => {
    if (!known.has(cited) && !firstSeen.has(cited)) firstSeen.set(cited, position);
  });
  return Array.from(firstSeen.keys());
};
