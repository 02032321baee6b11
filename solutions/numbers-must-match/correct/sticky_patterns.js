// Tries one sticky (y) pattern per kind at each position of the text, in the task's order of preference, and moves on by one character where none fits.
// trips: nothing

const MONTH =
  "(January|February|March|April|May|June|July|August|September|October|November|December)";
const GAP = "[ \\t\\n\\r\\u00a0]";
const NUM = "([0-9]+(?:,[0-9]+)*(?:\\.[0-9]+)?)";
const DAY = "(0?[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?";
const TOUCH = "[\\p{L}\\p{N}_]";
const LEFT = `(?<!${TOUCH})(?<!${TOUCH}[.,])`;
const RIGHT = `(?!${TOUCH}|[.,]${TOUCH})`;

const sticky = (source) => new RegExp(source, "uy");
const KINDS = [
  [sticky(`${LEFT}(?:Rs\\.?|INR|₹)${GAP}*${NUM}${RIGHT}`), (m) => `money ${amount(m[1])}`],
  [sticky(`${LEFT}${NUM}${GAP}*%`), (m) => `percent ${amount(m[1])}`],
  [sticky(`${LEFT}${DAY}${GAP}+${MONTH}${RIGHT}`), (m) => `date ${Number(m[1])} ${m[2]}`],
  [sticky(`${LEFT}${MONTH}${GAP}+${DAY}${RIGHT}`), (m) => `date ${Number(m[2])} ${m[1]}`],
  [sticky(`${LEFT}${NUM}${RIGHT}`), (m) => `number ${amount(m[1])}`],
];

function amount(digits) {
  const [whole, fraction = ""] = digits.replaceAll(",", "").split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const integer = BigInt(whole).toString();
  return trimmed ? `${integer}.${trimmed}` : integer;
}

function scan(text) {
  const cleaned = text.replace(/\[[^\]]*\]/g, " ");
  const found = [];
  let position = 0;
  while (position < cleaned.length) {
    let matched = null;
    for (const [pattern, key] of KINDS) {
      pattern.lastIndex = position;
      const m = pattern.exec(cleaned);
      if (m) {
        matched = m;
        found.push([key(m), m[0]]);
        break;
      }
    }
    position = matched ? position + matched[0].length : position + 1;
  }
  return found;
}

function solve(sentence, cited_block) {
  const backed = new Set(scan(cited_block).map(([key]) => key));
  const seen = new Set();
  return scan(sentence)
    .filter(([key]) => !backed.has(key) && !seen.has(key) && seen.add(key))
    .map(([, written]) => written);
}

module.exports = { solve };
