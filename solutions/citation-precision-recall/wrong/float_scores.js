// Returns each score as a number such as 0.6, which cannot say 1 of 3 exactly.
// trips: returns-fractions

function solve(citations, supports, block_count) {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  citations.forEach((numbers, i) => {
    const cited = new Set(numbers);
    total += cited.size;
    const evidence = new Set([...cited].filter((n) => n >= 1 && n <= block_count));
    const ways = supports[i].map((way) => new Set(way)).filter((way) => way.isSubsetOf(evidence));
    if (ways.length === 0) return;
    recalled += 1;
    const keep = ways.reduce((common, way) => common.intersection(way));
    for (const way of ways) if (way.size === 1) for (const block of way) keep.add(block);
    precise += keep.size;
  });
  return {
    recall: citations.length ? recalled / citations.length : null,
    precision: total ? precise / total : null,
  };
}

module.exports = { solve };
