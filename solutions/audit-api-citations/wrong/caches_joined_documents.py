"""Caches each document's joined pages by document index in a module-level dict across calls."""
# trips: independent-calls

from typing import Any

_joined: dict[tuple[int, int, int], str] = {}


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        if not 0 <= d < len(documents):
            failing.append(i)
            continue
        pages = documents[d]
        start, end = c["start_page_number"], c["end_page_number"]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(i)
            continue
        key = (d, start, end)
        if key not in _joined:
            _joined[key] = "\n".join(pages[start - 1 : end - 1])
        text = c["cited_text"]
        if not text or text not in _joined[key]:
            failing.append(i)
    return failing
