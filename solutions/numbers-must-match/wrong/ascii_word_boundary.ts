// Uses \w for the letters that may not touch a number, which knows only ASCII, so café2 gives the number 2.
// trips: out-of-scope

const MONTH =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const BLANK = "[ \\t\\n\\r\\u00a0]";
const NUMBER = "[0-9]+(?:,[0-9]+)*(?:\\.[0-9]+)?";
const DAY = "0?[1-9]|[12][0-9]|3[01]";
const WORD = "\\w";
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
  const backed = new Set(quantities(cited_block).map(([key]) => key));
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
