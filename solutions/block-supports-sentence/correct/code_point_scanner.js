// Walks each text one code point at a time with for...of, closing a term at every character that is not a letter or number.
// trips: nothing

// No g flag: test() then keeps no lastIndex from one character to the next.
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

function terms(text) {
  const found = new Set();
  let run = "";
  for (const ch of text.normalize("NFC")) {
    if (LETTER_OR_NUMBER.test(ch)) {
      run += ch;
    } else if (run !== "") {
      found.add(run.toLowerCase());
      run = "";
    }
  }
  if (run !== "") found.add(run.toLowerCase());
  return found;
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = new Map();
  for (const term of wanted) counts.set(term, 0);
  for (const document of index) {
    for (const term of terms(document)) {
      const count = counts.get(term);
      if (count !== undefined) counts.set(term, count + 1);
    }
  }
  const cited = terms(cited_block);
  let remaining = 0;
  let matched = 0;
  for (const term of wanted) {
    if (counts.get(term) * 2 > index.length) continue;
    remaining += 1;
    if (cited.has(term)) matched += 1;
  }
  const [numerator, denominator] = threshold;
  return remaining > 0 && matched * denominator >= numerator * remaining;
}

module.exports = { solve };
