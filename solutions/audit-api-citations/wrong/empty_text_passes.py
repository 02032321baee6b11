"""Relies on `in` alone, so empty cited text counts as found on any valid page range."""
# trips: empty-cited-text

from typing import Any


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
        if c["cited_text"] not in "\n".join(pages[start - 1 : end - 1]):
            failing.append(i)
    return failing
