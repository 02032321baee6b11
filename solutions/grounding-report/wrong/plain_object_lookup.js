// Keeps the usable blocks in a plain object and asks `id in usable`, which every object
// also answers yes for `constructor` or `toString`: names the model never got pass as sources.
// trips: unknown-before-page

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
function sentences(answer) {
  const found = [];
  let start = 0;
  for (const end of answer.matchAll(SENTENCE_END)) {
    if (end.groups.inside !== undefined) continue;
    const stop = end[0] === "\n" ? end.index : end.index + end[0].length;
    if (NOT_BLANK.test(answer.slice(start, stop))) found.push(answer.slice(start, stop));
    start = end.index + end[0].length;
  }
  if (NOT_BLANK.test(answer.slice(start))) found.push(answer.slice(start));
  return found;
}

/** Extract citations: the [id, page] of each well-formed citation, in order; page null when
 * the marker names none. */
function citations(sentence) {
  const found = [];
  for (const mark of sentence.matchAll(MARK)) {
    if (mark[1] !== undefined) found.push([mark[1], mark[2] === undefined ? null : Number(mark[2])]);
  }
  return found;
}

/** Verify, retry once, then refuse: the text of each marker that looks like a citation but
 * is not one, in order. */
function malformed(sentence) {
  return [...sentence.matchAll(MARK)].filter((mark) => mark[1] === undefined).map((mark) => mark[0]);
}

/** Every factual claim cited: the sentence holds an ASCII digit outside its citations. */
function states_a_figure(sentence) {
  return /[0-9]/.test(without_citations(sentence));
}

/** The sentence with each well-formed citation read as one space. */
function without_citations(sentence) {
  return sentence.replace(new RegExp(CITATION, "g"), " ");
}

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  const found = new Set();
  for (const [run] of text.normalize("NFC").matchAll(TERM)) found.add(run.toLowerCase());
  return found;
}

/** Does the cited block support the sentence? Pass the sentence without its citations.
 * The terms found in more than half of the index's documents are dropped; the block must
 * hold at least `threshold` of the rest, and with none left it supports nothing. */
function supports(sentence, cited_block, index, threshold) {
  const wanted = terms(sentence);
  const documentsWith = new Map();
  for (const term of wanted) documentsWith.set(term, 0);
  for (const document of index) {
    for (const term of terms(document)) {
      if (documentsWith.has(term)) documentsWith.set(term, documentsWith.get(term) + 1);
    }
  }
  const remaining = [...wanted].filter((term) => documentsWith.get(term) * 2 <= index.length);
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

function value(number) {
  const [whole, fraction = ""] = number.replaceAll(",", "").split(".");
  const digits = whole.replace(/^0+/, "") || "0";
  const decimals = fraction.replace(/0+$/, "");
  return decimals ? `${digits}.${decimals}` : digits;
}

function quantities(text) {
  const found = [];
  for (const match of text.replace(BRACKETED, " ").matchAll(QUANTITY)) {
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

/** Do the numbers match the source? The quantities (amounts, percentages, dates, numbers)
 * the sentence states that the block does not, each once, as the sentence writes them. */
function unbacked_numbers(sentence, cited_block) {
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

// ---- The report: the judgement this lesson teaches. ----

// Labels that let an answer be shown; every other label is a problem.
const FINE = new Set(["supported", "no-claim"]);

/** The sentence's label and, for a problem, what the feedback names. */
function diagnose(sentence, usable, index, threshold) {
  // 1. Form before content, in the stated priority. Anything that looks like a citation but
  //    is not one is a problem, never noise: no other label can clear that sentence.
  const broken = malformed(sentence);
  if (broken.length > 0) return ["malformed", `malformed citation ${broken[0]}`];
  const cited = citations(sentence);
  // 2. An id this request may not use, whether invented or another tenant's, gets one label
  //    and one wording: the feedback must not tell the model which ids exist elsewhere.
  for (const [sourceId] of cited) {
    if (!(sourceId in usable)) return ["unknown-source", `${sourceId} is not a source you may cite`];
  }
  for (const [sourceId, page] of cited) {
    if (page !== null && page !== usable[sourceId].page) {
      return ["wrong-page", `${sourceId} is not on page ${page}`];
    }
  }
  // 3. No citation: a figure needs one; a sentence with none states nothing to check.
  if (cited.length === 0) {
    if (states_a_figure(sentence)) return ["uncited", "states a figure with no citation"];
    return ["no-claim", ""];
  }
  // 4. Content: one cited block must support the words, and every figure must be in one of
  //    the cited blocks. Word overlap cannot see a changed number, so numbers come last.
  const texts = [...new Set(cited.map(([sourceId]) => sourceId))].map((i) => usable[i].text);
  const plain = without_citations(sentence);
  if (!texts.some((text) => supports(plain, text, index, threshold))) {
    return ["unsupported", "the cited source does not support it"];
  }
  const missing = texts.map((text) => unbacked_numbers(sentence, text));
  const elsewhere = missing.slice(1).map((found) => new Set(found));
  for (const quantity of missing[0]) {
    if (elsewhere.every((others) => others.has(quantity))) {
      return ["unbacked-number", `${quantity} is not in the cited source`];
    }
  }
  return ["supported", ""];
}

/** One label per sentence, the decision, and the feedback naming each problem. */
function solve(answer, blocks, authorised_ids, index, threshold, attempt) {
  const allowed = new Set(authorised_ids);
  const usable = {};
  for (const block of blocks) if (allowed.has(block.id)) usable[block.id] = block;
  const labels = [];
  const feedback = [];
  sentences(answer).forEach((sentence, place) => {
    const [label, problem] = diagnose(sentence, usable, index, threshold);
    labels.push(label);
    if (!FINE.has(label)) feedback.push(`Sentence ${place + 1}: ${problem}`);
  });
  // 6. Show only when no sentence has a problem; otherwise the first attempt retries and
  //    every later one refuses: there is never a third attempt.
  if (feedback.length === 0) return { labels, decision: "show", feedback: [] };
  return { labels, decision: attempt === 1 ? "retry" : "refuse", feedback };
}

module.exports = { solve };
