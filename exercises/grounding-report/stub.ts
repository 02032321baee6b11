// The grounding report: label each sentence of an answer, then show it, retry once or refuse.
//
// Given above `solve`: the helpers the earlier lessons built, each exactly as its lesson
// taught it, so that your work here is the judgement and not the parsing again.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

interface Block {
  id: string;
  page: number;
  text: string;
}

type Threshold = [number, number]; // [numerator, denominator]

type Label =
  | "malformed"
  | "unknown-source"
  | "wrong-page"
  | "uncited"
  | "no-claim"
  | "unsupported"
  | "unbacked-number"
  | "supported";

interface Report {
  labels: Label[];
  decision: "show" | "retry" | "refuse";
  feedback: string[];
}

// ---- Given: what the earlier lessons built, exactly as they taught it. ----

// Extract citations: a well-formed marker, `[source: ID]` or `[source: ID, page N]` with N at
// least 1 (the id and the page's digits captured). Verify, retry once, then refuse: anything
// else that looks like a citation. At each place a citation is tried first.
const CITATION =
  String.raw`\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*` +
  String.raw`(?:,[ \t]*page[ \t]*0*([1-9][0-9]*)[ \t]*)?\]`;
const LOOKALIKE =
  String.raw`(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))` +
  String.raw`[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?`;
const MARK = new RegExp(`${CITATION}|${LOOKALIKE}`, "g");
// Every factual claim cited: a sentence ends at a line break, or after `.`, `!` or `?` and a
// gap of spaces, tabs and citations (which belong to the sentence) not followed by a digit.
const SENTENCE_END = new RegExp(
  `(?<inside>${CITATION})|[.!?](?:[ \\t]|${CITATION})+(?![ \\t0-9])(?!${CITATION})|\\n`,
  "g",
);
// A character that is not whitespace as Python's str.isspace sees it.
const NOT_BLANK = /[^\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/** Every factual claim cited: the answer's sentences in order, each with its citations.
 * A piece that is only whitespace is no sentence. */
function sentences(answer: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (const end of answer.matchAll(SENTENCE_END)) {
    if (end.groups!.inside !== undefined) continue;
    const stop = end[0] === "\n" ? end.index : end.index + end[0].length;
    if (NOT_BLANK.test(answer.slice(start, stop))) found.push(answer.slice(start, stop));
    start = end.index + end[0].length;
  }
  if (NOT_BLANK.test(answer.slice(start))) found.push(answer.slice(start));
  return found;
}

type Citation = [string, number | null]; // [id, page]

/** Extract citations: the [id, page] of each well-formed citation, in order; page null when
 * the marker names none. */
function citations(sentence: string): Citation[] {
  const found: Citation[] = [];
  for (const mark of sentence.matchAll(MARK)) {
    if (mark[1] !== undefined) found.push([mark[1], mark[2] === undefined ? null : Number(mark[2])]);
  }
  return found;
}

/** Verify, retry once, then refuse: the text of each marker that looks like a citation but
 * is not one, in order. */
function malformed(sentence: string): string[] {
  return [...sentence.matchAll(MARK)].filter((mark) => mark[1] === undefined).map((mark) => mark[0]);
}

/** Every factual claim cited: the sentence holds an ASCII digit outside its citations. */
function states_a_figure(sentence: string): boolean {
  return /[0-9]/.test(without_citations(sentence));
}

/** The sentence with each well-formed citation read as one space. */
function without_citations(sentence: string): string {
  return sentence.replace(new RegExp(CITATION, "g"), " ");
}

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text: string): Set<string> {
  const found = new Set<string>();
  for (const [run] of text.normalize("NFC").matchAll(TERM)) found.add(run.toLowerCase());
  return found;
}

/** Does the cited block support the sentence? Pass the sentence without its citations.
 * The terms found in more than half of the index's documents are dropped; the block must
 * hold at least `threshold` of the rest, and with none left it supports nothing. */
function supports(
  sentence: string,
  cited_block: string,
  index: string[],
  threshold: Threshold,
): boolean {
  const wanted = terms(sentence);
  const documentsWith = new Map<string, number>();
  for (const term of wanted) documentsWith.set(term, 0);
  for (const document of index) {
    for (const term of terms(document)) {
      if (documentsWith.has(term)) documentsWith.set(term, documentsWith.get(term)! + 1);
    }
  }
  const remaining = [...wanted].filter((term) => documentsWith.get(term)! * 2 <= index.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const matched = remaining.filter((term) => cited.has(term)).length;
  const [numerator, denominator] = threshold;
  return matched * denominator >= numerator * remaining.length;
}

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
const BRACKETED = /\[[^\]]*\]/g;

function value(number: string): string {
  const [whole, fraction = ""] = number.replaceAll(",", "").split(".");
  const digits = whole.replace(/^0+/, "") || "0";
  const decimals = fraction.replace(/0+$/, "");
  return decimals ? `${digits}.${decimals}` : digits;
}

function quantities(text: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const match of text.replace(BRACKETED, " ").matchAll(QUANTITY)) {
    const { money, percent, day, month, monthFirst, dayAfter, number } = match.groups!;
    let key: string;
    if (money !== undefined) key = `money ${value(money)}`;
    else if (percent !== undefined) key = `percent ${value(percent)}`;
    else if (number !== undefined) key = `number ${value(number)}`;
    else key = `date ${Number(day ?? dayAfter)} ${month ?? monthFirst}`;
    found.push([key, match[0]]);
  }
  return found;
}

/** Do the numbers match the source? The quantities (amounts, percentages, dates, numbers)
 * the sentence states that the block does not, each once, as the sentence writes them. */
function unbacked_numbers(sentence: string, cited_block: string): string[] {
  const backed = new Set(quantities(cited_block).map(([key]) => key));
  const reported = new Set<string>();
  const unbacked: string[] = [];
  for (const [key, written] of quantities(sentence)) {
    if (!backed.has(key) && !reported.has(key)) {
      reported.add(key);
      unbacked.push(written);
    }
  }
  return unbacked;
}

/**
 * Return `{ labels: [...], decision: ..., feedback: [...] }` for the answer.
 *
 * A cited id is usable when it is the id of one of `blocks` (each `{ id, page, text }`, the
 * blocks handed to the model) AND one of `authorised_ids`. Each sentence of
 * `sentences(answer)` gets one label, the first that applies, in this priority:
 *
 * 1. "malformed": `malformed(sentence)` is not empty;
 * 2. "unknown-source": it cites an id that is not usable (invented or another tenant's: one
 *    label, one wording);
 * 3. "wrong-page": a citation names a page that is not its block's `page`;
 * 4. "uncited": no citation, and `states_a_figure(sentence)`;
 *    "no-claim": no citation and no figure;
 * 5. "unsupported": no cited block `supports` `without_citations(sentence)`;
 * 6. "unbacked-number": a quantity of `unbacked_numbers` is in none of its cited blocks;
 * 7. "supported": none of the above.
 *
 * `decision`: "show" when every label is "supported" or "no-claim"; otherwise "retry" when
 * `attempt` is 1 and "refuse" for any other attempt. `feedback`: [] for show; otherwise one
 * line per problem sentence, in order, "Sentence N: ..." (N from 1), worded as the lesson's
 * task says.
 *
 * @example
 * const fee = {
 *   id: "fee_policy_p2_c1",
 *   page: 2,
 *   text:
 *     "Students can pay semester fees by UPI, net banking or demand draft. " +
 *     "Late payment after 15 August has a fine of Rs 500.",
 * };
 * const hostel = {
 *   id: "hostel_rules_p1_c3",
 *   page: 1,
 *   text:
 *     "Hostel students pay the hostel fee with the semester fees. " +
 *     "Visitors sign in at the hostel desk.",
 * };
 * const blocks = [fee, hostel];
 * const ids = ["fee_policy_p2_c1", "hostel_rules_p1_c3"];
 * const index = [fee.text, hostel.text, "The canteen opens at 8 a.m.", "The bus is late."];
 * const late = (amount) =>
 *   `Late payment after 15 August has a fine of Rs ${amount} [source: fee_policy_p2_c1].`;
 * solve(late("500"), blocks, ids, index, [1, 2], 1);
 * // { labels: ["supported"], decision: "show", feedback: [] }
 * solve(late("1,000"), blocks, ids, index, [1, 2], 1);
 * // { labels: ["unbacked-number"], decision: "retry",
 * //   feedback: ["Sentence 1: Rs 1,000 is not in the cited source"] }
 * solve(late("1,000"), blocks, ids, index, [1, 2], 2).decision;
 * // "refuse"
 * const desk = (word) => `Visitors sign in at the desk [${word}: hostel_desk_p1]. Hope this helps!`;
 * solve(desk("source"), blocks, ids, index, [1, 2], 1);
 * // { labels: ["unknown-source", "no-claim"], decision: "retry",
 * //   feedback: ["Sentence 1: hostel_desk_p1 is not a source you may cite"] }
 * solve(desk("Source"), blocks, ids, index, [1, 2], 1).labels;
 * // ["malformed", "no-claim"]
 */
function solve(
  answer: string,
  blocks: Block[],
  authorised_ids: string[],
  index: string[],
  threshold: Threshold,
  attempt: number,
): Report {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
