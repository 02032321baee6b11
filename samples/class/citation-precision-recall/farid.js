// Farid - scores as numbers between 0 and 1, easier to plot
function solve(citations, supports, block_count) {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  citations.forEach((nums, i) => {
    const cited = [...new Set(nums)];
    total += cited.length;
    const real = new Set(cited.filter((x) => x >= 1 && x <= block_count));
    const ways = supports[i].map((w) => new Set(w)).filter((w) => [...w].every((b) => real.has(b)));
    if (ways.length === 0) return;
    recalled += 1;
    for (const b of real) {
      const alone = ways.some((w) => w.size === 1 && w.has(b));
      const needed = ways.every((w) => w.has(b));
      if (alone || needed) precise += 1;
    }
  });
  return {
    recall: citations.length ? recalled / citations.length : null,
    precision: total ? precise / total : null,
  };
}

module.exports = { solve };
