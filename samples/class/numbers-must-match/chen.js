// Chen -- do the numbers match the source? (JavaScript)
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const SP = "[ \\t\\n\\r\\u00a0]";
const NUM = "[0-9]+(?:,[0-9]+)*(?:\\.[0-9]+)?";
const DAY = "0?[1-9]|[12][0-9]|3[01]";
const W = "[\\p{L}\\p{N}_]";
const L = `(?<!${W})(?<!${W}[.,])`;
const R = `(?!${W}|[.,]${W})`;
const QTY = new RegExp(
  `${L}(?:Rs\\.?|INR|₹)${SP}*(?<money>${NUM})${R}` +
    `|${L}(?<pct>${NUM})${SP}*%` +
    `|${L}(?<d1>${DAY})(?:st|nd|rd|th)?${SP}+(?<m1>${MONTHS})${R}` +
    `|${L}(?<m2>${MONTHS})${SP}+(?<d2>${DAY})(?:st|nd|rd|th)?${R}` +
    `|${L}(?<num>${NUM})${R}`,
  "gu",
);

const canon = (n) => {
  let [whole, frac = ""] = n.replaceAll(",", "").split(".");
  frac = frac.replace(/0+$/, "");
  whole = whole.replace(/^0+/, "") || "0";
  return frac ? `${whole}.${frac}` : whole;
};

function* quantities(text) {
  for (const m of text.replace(/\[[^\]]*\]/g, " ").matchAll(QTY)) {
    const g = m.groups;
    if (g.money) yield ["money " + canon(g.money), m[0]];
    else if (g.pct) yield ["pct " + canon(g.pct), m[0]];
    else if (g.num) yield ["num " + canon(g.num), m[0]];
    else yield [`date ${Number(g.d1 ?? g.d2)} ${g.m1 ?? g.m2}`, m[0]];
  }
}

function solve(sentence, cited_block) {
  const backed = new Set([...quantities(cited_block)].map(([k]) => k));
  const seen = new Set();
  const out = [];
  for (const [k, written] of quantities(sentence)) {
    if (backed.has(k) || seen.has(k)) continue;
    seen.add(k);
    out.push(written);
  }
  return out;
}

module.exports = { solve };
