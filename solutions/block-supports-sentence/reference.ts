// Reference solution for the lesson "Does the cited block support the sentence?", in TypeScript.

// 1. A term is a run of letters and numbers of any script. The `u` flag is what makes
//    \p{L} and \p{N} mean Unicode categories, and lets the pattern step over whole code
//    points. matchAll works on its own copy of the pattern, so no lastIndex is shared.
const TERM = /[\p{L}\p{N}]+/gu;

/** The distinct terms of a text, each lower-cased after it was cut out. */
function terms(text) {
  // 2. Compose accents first (NFC), so "é" as one character and as "e" plus an accent are
  //    the same term. Lower-case each run only once it is cut: "İ" lower-cases to "i" and a
  //    combining dot, which is not a letter and would split the word if done first.
  const found = new Set();
  for (const [run] of text.normalize("NFC").matchAll(TERM)) found.add(run.toLowerCase());
  return found;
}

/** Whether enough of the sentence's distinctive terms occur in the cited block. */
function solve(
  sentence: string,
  cited_block: string,
  blocks: string[],
  index: string[],
  threshold: [number, number],
): boolean {
  const wanted = terms(sentence);
  // 3. Count, for each sentence term, how many documents of the index hold it; the
  //    handed-out blocks were retrieved for matching the question, so they are no sample of
  //    how common a word is. A Map has no inherited keys, and each document is split once
  //    and counts once per term, however often it repeats it.
  const documentsWith = new Map();
  for (const term of wanted) documentsWith.set(term, 0);
  for (const document of index) {
    for (const term of terms(document)) {
      if (documentsWith.has(term)) documentsWith.set(term, documentsWith.get(term) + 1);
    }
  }
  // 4. A term in more than half of the index tells no document apart from the others: drop it.
  const remaining = [...wanted].filter((term) => documentsWith.get(term) * 2 <= index.length);
  // 5. With nothing distinctive left there is nothing to check, so the sentence fails.
  if (remaining.length === 0) return false;
  // 6. The overlap is the share of the remaining terms that the cited block holds. Compare it
  //    with the threshold [numerator, denominator] in whole numbers: 0.28 * 25 is not 7 in
  //    floating point, but 7 * 25 >= 7 * 25 is exact. The comparison is the boolean to return.
  const cited = terms(cited_block);
  const matched = remaining.filter((term) => cited.has(term)).length;
  const [numerator, denominator] = threshold;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
