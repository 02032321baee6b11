"""Lower-cases ids before comparing, so ids differing only in case count as the same."""
# trips: case-sensitive


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = {r.lower() for r in retrieved_ids}
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        key = c.lower()
        if key not in known and key not in seen:
            seen.add(key)
            result.append(c)
    return result
