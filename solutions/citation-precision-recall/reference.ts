// Reference solution for the lesson "How good are the answer's citations?", in TypeScript.

function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The fraction [numerator, denominator] in lowest terms, or null when the denominator is 0. */
function fraction(numerator, denominator) {
  if (denominator === 0) return null;
  const common = gcd(numerator, denominator);
  return [numerator / common, denominator / common];
}

/** Whether the cited blocks support the sentence, and how many of them are precise. */
function judge(evidence, listed) {
  // 2. The listed sets that the evidence contains are the ways the cited blocks support the
  //    sentence. With none of them, it is not recalled and no citation is precise.
  const ways = listed
    .map((blocks) => new Set(blocks))
    .filter((blocks) => [...blocks].every((block) => evidence.has(block)));
  if (ways.length === 0) return [false, 0];
  // 3. A block supports alone when one of those ways is that block by itself.
  const precise = new Set();
  for (const blocks of ways) if (blocks.size === 1) for (const block of blocks) precise.add(block);
  // 4. A block is needed when every way uses it: leave it out, and no way is left. So the
  //    needed blocks are what all the ways have in common, found in one pass over them.
  let needed = ways[0];
  for (const blocks of ways.slice(1)) needed = new Set([...needed].filter((b) => blocks.has(b)));
  for (const block of needed) precise.add(block);
  return [true, precise.size];
}

type Fraction = [number, number]; // [numerator, denominator], in lowest terms

interface Scores {
  recall: Fraction | null;
  precision: Fraction | null;
}

/** Citation recall and citation precision of one answer, as exact fractions. */
function solve(citations: number[][], supports: number[][][], block_count: number): Scores {
  let recalled = 0;
  let citedTotal = 0;
  let precise = 0;
  citations.forEach((numbers, i) => {
    // 1. A repeated number is one citation. A number outside 1..block_count points at no
    //    block: it counts as a citation but brings no evidence, so it is never precise.
    const cited = new Set(numbers);
    const evidence = new Set([...cited].filter((n) => n >= 1 && n <= block_count));
    const [supported, sentencePrecise] = judge(evidence, supports[i]);
    // 5. An uncited sentence has no evidence, so no listed set (never empty) fits in it: it
    //    counts among the sentences but is never recalled.
    if (supported) recalled += 1;
    citedTotal += cited.size;
    precise += sentencePrecise;
  });
  // 6. Exact fractions in lowest terms; a share of nothing is undefined, not 0.
  return { recall: fraction(recalled, citations.length), precision: fraction(precise, citedTotal) };
}

module.exports = { solve };
