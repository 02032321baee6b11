"""Uses a small generator helper that yields each unknown id the first time it is seen."""
# trips: nothing

from collections.abc import Iterable, Iterator


def _first_unknowns(ids: Iterable[str], known: set[str]) -> Iterator[str]:
    seen: set[str] = set()
    for item in ids:
        if item not in known and item not in seen:
            seen.add(item)
            yield item


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    return list(_first_unknowns(citations, set(retrieved_ids)))
