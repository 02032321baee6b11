"""Reads a range whose end does not pass its start as a citation of the start page alone."""
# trips: empty-page-range

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        if not 0 <= d < len(documents):
            failing.append(i)
            continue
        pages = documents[d]
        start = c["start_page_number"]
        end = max(c["end_page_number"], start + 1)
        if start < 1 or end - 1 > len(pages):
            failing.append(i)
            continue
        text = c["cited_text"]
        if not text or text not in "\n".join(pages[start - 1 : end - 1]):
            failing.append(i)
    return failing
