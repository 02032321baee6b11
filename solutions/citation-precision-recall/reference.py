"""Reference solution for the lesson "How good are the answer's citations?"."""

from math import gcd


def _fraction(numerator: int, denominator: int) -> tuple[int, int] | None:
    """The fraction in lowest terms, or None when the denominator is 0 (undefined)."""
    if denominator == 0:
        return None
    common = gcd(numerator, denominator)
    return numerator // common, denominator // common


def _judge(evidence: set[int], listed: list[list[int]]) -> tuple[bool, int]:
    """Whether the cited blocks support the sentence, and how many of them are precise."""
    # 2. The listed sets that the evidence contains are the ways the cited blocks support
    #    the sentence. With none of them, it is not recalled and no citation is precise.
    ways = [blocks for blocks in map(set, listed) if blocks <= evidence]
    if not ways:
        return False, 0
    # 3. A block supports alone when one of those ways is that block by itself.
    alone = {block for blocks in ways if len(blocks) == 1 for block in blocks}
    # 4. A block is needed when every way uses it: leave it out, and no way is left. So the
    #    needed blocks are what all the ways have in common, found in one pass over them.
    needed = set.intersection(*ways)
    return True, len(alone | needed)


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    """Citation recall and citation precision of one answer, as exact fractions."""
    recalled = 0
    cited_total = 0
    precise = 0
    for numbers, listed in zip(citations, supports):
        # 1. A repeated number is one citation. A number outside 1..block_count points at no
        #    block: it counts as a citation but brings no evidence, so it is never precise.
        cited = set(numbers)
        evidence = {number for number in cited if 1 <= number <= block_count}
        supported, sentence_precise = _judge(evidence, listed)
        # 5. An uncited sentence has no evidence, so no listed set (never empty) fits in it:
        #    it counts among the sentences but is never recalled.
        recalled += supported
        cited_total += len(cited)
        precise += sentence_precise
    # 6. Exact fractions in lowest terms; a share of nothing is undefined, not 0.
    return {
        "recall": _fraction(recalled, len(citations)),
        "precision": _fraction(precise, cited_total),
    }
