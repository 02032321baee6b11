"""Checks the end page against the document but never checks that the start page is at least 1."""
# trips: start-page-zero

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
        if end <= start or end - 1 > len(pages):
            failing.append(i)
            continue
        text = c["cited_text"]
        if not text or text not in "\n".join(pages[start - 1 : end - 1]):
            failing.append(i)
    return failing
