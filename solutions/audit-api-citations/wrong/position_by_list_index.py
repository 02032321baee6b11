"""Finds a failing citation's position with citations.index, giving repeats the first one."""
# trips: property-ascending-unique

from typing import Any


def _fails(c: dict[str, Any], documents: list[list[str]]) -> bool:
    d = c["document_index"]
    if not 0 <= d < len(documents):
        return True
    pages = documents[d]
    start, end = c["start_page_number"], c["end_page_number"]
    if start < 1 or end <= start or end - 1 > len(pages):
        return True
    text = c["cited_text"]
    return not text or text not in "\n".join(pages[start - 1 : end - 1])


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    return [citations.index(c) for c in citations if _fails(c, documents)]
