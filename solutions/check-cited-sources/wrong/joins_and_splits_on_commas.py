"""Joins the citations into one comma-separated string and splits it back before comparing."""
# trips: property-matches-spec


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    text = ",".join(citations)
    if not text:
        return []
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in text.split(","):
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
