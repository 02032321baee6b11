// A functional style: each sentence judged by a pure function, the ways intersected with reduce
// and Set.prototype.intersection, the totals added with reduce.
// trips: nothing

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
const fraction = (top, bottom) =>
  bottom === 0 ? null : [top / gcd(top, bottom), bottom / gcd(top, bottom)];

function judge(numbers, listed, blockCount) {
  const real = new Set(numbers.filter((n) => n >= 1 && n <= blockCount));
  const ways = listed.map((way) => new Set(way)).filter((way) => way.isSubsetOf(real));
  if (ways.length === 0) return { recalled: 0, precise: 0 };
  const alone = ways.filter((way) => way.size === 1);
  const needed = ways.reduce((common, way) => common.intersection(way));
  return { recalled: 1, precise: alone.reduce((all, way) => all.union(way), needed).size };
}

exports.solve = (citations, supports, block_count) => {
  const verdicts = citations.map((numbers, i) => judge(numbers, supports[i], block_count));
  const cited = citations.reduce((sum, numbers) => sum + new Set(numbers).size, 0);
  return {
    recall: fraction(verdicts.reduce((sum, v) => sum + v.recalled, 0), citations.length),
    precision: fraction(verdicts.reduce((sum, v) => sum + v.precise, 0), cited),
  };
};
