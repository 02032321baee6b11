"""Returns the raw counts, so 2 of 4 comes back as (2, 4) and none of 3 as (0, 3)."""
# trips: lowest-terms


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    recalled = precise = total = 0
    for numbers, listed in zip(citations, supports):
        cited = set(numbers)
        evidence = {n for n in cited if 1 <= n <= block_count}
        total += len(cited)
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            recalled += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            precise += len(alone | set.intersection(*ways))
    return {
        "recall": (recalled, len(citations)) if citations else None,
        "precision": (precise, total) if total else None,
    }
