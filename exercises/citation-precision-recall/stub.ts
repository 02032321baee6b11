// How good are the answer's citations? Citation recall and precision, as ALCE defines them.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

type Fraction = [number, number]; // [numerator, denominator], in lowest terms

interface Scores {
  recall: Fraction | null;
  precision: Fraction | null;
}

/**
 * Return `{ recall: fraction, precision: fraction }` for one answer.
 *
 * `citations[i]` lists the block numbers sentence `i` cites, as written; the blocks handed
 * out are numbered 1 to `block_count`. `supports[i]` is the entailment table for sentence
 * `i`: the sets of blocks that, put together, entail it. A set of cited blocks supports the
 * sentence when it contains every block of at least one listed set.
 *
 * - A repeated number is one citation; a number outside 1..block_count is a citation that
 *   points at no block: it brings no evidence and is never precise.
 * - A sentence is recalled when its cited blocks together support it (an uncited sentence
 *   never is). recall = recalled sentences / sentences.
 * - A citation is precise when its sentence is recalled and the block either supports the
 *   sentence alone, or is needed: without it, the sentence's other cited blocks do not
 *   support it. precision = precise citations / citations.
 * - Each fraction is an Array `[numerator, denominator]` in lowest terms (0 is `[0, 1]`),
 *   or `null` when its denominator would be 0.
 *
 * Leave the arguments unchanged; keep the work linear in the size of the input.
 *
 * @example
 * const citations = [[1], [1], [2, 3, 4], []];
 * const supports = [[[1]], [], [[2, 4]], [[3]]];
 * solve(citations, supports, 4);
 * // { recall: [1, 2], precision: [3, 5] }
 * solve([[1, 1, 7]], [[[1]]], 4);
 * // { recall: [1, 1], precision: [1, 2] }
 * solve([], [], 4);
 * // { recall: null, precision: null }
 */
function solve(citations: number[][], supports: number[][][], block_count: number): Scores {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
