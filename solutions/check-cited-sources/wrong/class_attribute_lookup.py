"""Builds a class whose attributes are the retrieved ids and looks citations up with getattr."""
# trips: builtin-names


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = type("Known", (), {r: True for r in retrieved_ids})
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if getattr(known, c, None) is None and c not in seen:
            seen.add(c)
            result.append(c)
    return result
