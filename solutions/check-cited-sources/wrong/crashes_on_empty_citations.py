"""Seeds the result from citations[0] before looping over the rest, which fails on no citations."""
# trips: no-citations


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    first = citations[0]
    result = [first] if first not in known else []
    seen = {first}
    for c in citations[1:]:
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
