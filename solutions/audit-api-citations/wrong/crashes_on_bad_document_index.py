"""Looks the document up before checking its index, so an index past the end raises IndexError."""
# trips: document-index-past-end

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for i, c in enumerate(citations):
        pages = documents[c["document_index"]]
        if c["document_index"] < 0:
            failing.append(i)
            continue
        start, end = c["start_page_number"], c["end_page_number"]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(i)
            continue
        text = c["cited_text"]
        if not text or text not in "\n".join(pages[start - 1 : end - 1]):
            failing.append(i)
    return failing
