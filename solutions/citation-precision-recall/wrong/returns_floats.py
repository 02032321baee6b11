"""Returns each score as a float share, which cannot say 1 of 3 exactly."""
# trips: returns-fractions


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, float | None]:
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
        "recall": recalled / len(citations) if citations else None,
        "precision": precise / total if total else None,
    }
