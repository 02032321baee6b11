// Reads quantities with an exec() loop on a global pattern, keys each by kind and value, and keeps the first writing of each unbacked one in a Map.
// trips: nothing

const MONTHS =
  "(January|February|March|April|May|June|July|August|September|October|November|December)";
const GAP = "[ \\t\\n\\r\\u00a0]";
const NUM = "([0-9]+(?:,[0-9]+)*(?:\\.[0-9]+)?)";
const DAY = "(0?[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?";
const LEFT = "(?<![\\p{L}\\p{N}_])(?<![\\p{L}\\p{N}_][.,])";
const RIGHT = "(?![\\p{L}\\p{N}_]|[.,][\\p{L}\\p{N}_])";
const SOURCE = [
  `${LEFT}(?:Rs\\.?|INR|₹)${GAP}*${NUM}${RIGHT}`,
  `${LEFT}${NUM}${GAP}*%`,
  `${LEFT}${DAY}${GAP}+${MONTHS}${RIGHT}`,
  `${LEFT}${MONTHS}${GAP}+${DAY}${RIGHT}`,
  `${LEFT}${NUM}${RIGHT}`,
].join("|");

function canonical(digits) {
  let plain = digits.replaceAll(",", "");
  if (plain.includes(".")) plain = plain.replace(/0+$/, "").replace(/\.$/, "");
  return plain.replace(/^0+(?=.)/, "").replace(/^\./, "0.");
}

function* quantities(text) {
  // A fresh pattern per text: exec() keeps its place in lastIndex.
  const pattern = new RegExp(SOURCE, "gu");
  const cleaned = text.replace(/\[[^\]]*\]/g, " ");
  let m;
  while ((m = pattern.exec(cleaned)) !== null) {
    const [written, money, percent, day1, month1, month2, day2, bare] = m;
    let key;
    if (money !== undefined) key = "Rs:" + canonical(money);
    else if (percent !== undefined) key = "%:" + canonical(percent);
    else if (bare !== undefined) key = "#:" + canonical(bare);
    else key = `date:${parseInt(day1 ?? day2, 10)}:${month1 ?? month2}`;
    yield [key, written];
  }
}

module.exports.solve = function solve(sentence, cited_block) {
  const backed = new Set();
  for (const [key] of quantities(cited_block)) backed.add(key);
  const unbacked = new Map();
  for (const [key, written] of quantities(sentence)) {
    if (!backed.has(key) && !unbacked.has(key)) unbacked.set(key, written);
  }
  return [...unbacked.values()];
};
