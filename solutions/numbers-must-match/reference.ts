// Reference solution for the lesson "Do the numbers match the source?", in TypeScript.

// 1. The grammar, as the task states it. A number is digits 0-9, grouped by commas in any way
//    (1,000 and 1,00,000), with at most one decimal point. It must stand alone: no letter,
//    digit or `_` touches it, nor reaches it through one `.` or `,` (fee_policy_2024_p2,
//    v1.2.3, 15th). Money is a marker (Rs, Rs., INR, ₹) and a number; a percentage is a number
//    and %; a date is a day of 1 to 31 and a month's full name, in either order, the day
//    perhaps with st, nd, rd or th. Where two readings start at the same place, the first one
//    listed wins. The `u` flag makes \p{L} and \p{N} mean letters and numbers of any script.
const MONTH =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const BLANK = "[ \\t\\n\\r\\u00a0]";
const NUMBER = "[0-9]+(?:,[0-9]+)*(?:\\.[0-9]+)?";
const DAY = "0?[1-9]|[12][0-9]|3[01]";
const WORD = "[\\p{L}\\p{N}_]";
const START = `(?<!${WORD})(?<!${WORD}[.,])`;
const END = `(?!${WORD}|[.,]${WORD})`;
const QUANTITY = new RegExp(
  [
    `${START}(?:Rs\\.?|INR|₹)${BLANK}*(?<money>${NUMBER})${END}`,
    `${START}(?<percent>${NUMBER})${BLANK}*%`,
    `${START}(?<day>${DAY})(?:st|nd|rd|th)?${BLANK}+(?<month>${MONTH})${END}`,
    `${START}(?<monthFirst>${MONTH})${BLANK}+(?<dayAfter>${DAY})(?:st|nd|rd|th)?${END}`,
    `${START}(?<number>${NUMBER})${END}`,
  ].join("|"),
  "gu",
);
// A citation marker, from a `[` to the first `]` after it: its numbers are no claim.
const MARKER = /\[[^\]]*\]/g;

/** One spelling per value: no grouping commas, no leading zeros, no trailing decimal zeros. */
function value(number) {
  const [whole, fraction = ""] = number.replaceAll(",", "").split(".");
  const digits = whole.replace(/^0+/, "") || "0";
  const decimals = fraction.replace(/0+$/, "");
  return decimals ? `${digits}.${decimals}` : digits;
}

/** Each quantity of a text as [what it is, as written]: its kind and value, and its text. */
function quantities(text) {
  // 2. Blank out the citation markers first, so that `page 2` is never read as a claim.
  const found = [];
  for (const match of text.replace(MARKER, " ").matchAll(QUANTITY)) {
    const { money, percent, day, month, monthFirst, dayAfter, number } = match.groups;
    let key;
    if (money !== undefined) key = `money ${value(money)}`;
    else if (percent !== undefined) key = `percent ${value(percent)}`;
    else if (number !== undefined) key = `number ${value(number)}`;
    else key = `date ${Number(day ?? dayAfter)} ${month ?? monthFirst}`;
    found.push([key, match[0]]);
  }
  return found;
}

/** The quantities the sentence states that the cited block does not, as written, in order. */
function solve(sentence: string, cited_block: string): string[] {
  // 3. What the block holds: a Set of quantities, each its kind and its value, built once.
  const backed = new Set(quantities(cited_block).map(([key]) => key));
  // 4. Walk the sentence's quantities in order; report each one the block lacks, once, as the
  //    sentence first wrote it.
  const reported = new Set();
  const unbacked = [];
  for (const [key, written] of quantities(sentence)) {
    if (!backed.has(key) && !reported.has(key)) {
      reported.add(key);
      unbacked.push(written);
    }
  }
  return unbacked;
}

module.exports = { solve };
