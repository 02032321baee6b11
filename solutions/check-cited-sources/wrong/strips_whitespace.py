"""Strips surrounding whitespace from ids before comparing them."""
# trips: property-matches-spec


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = {r.strip() for r in retrieved_ids}
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        key = c.strip()
        if key not in known and key not in seen:
            seen.add(key)
            result.append(key)
    return result
