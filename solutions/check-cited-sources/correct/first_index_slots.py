"""Maps each id to its first index, puts unknown ids in slots by that index, reads them back."""
# trips: nothing


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    first_index: dict[str, int] = {}
    for i, c in enumerate(citations):
        first_index.setdefault(c, i)
    slots: list[str | None] = [None] * len(citations)
    for c, i in first_index.items():
        if c not in known:
            slots[i] = c
    return [c for c in slots if c is not None]
