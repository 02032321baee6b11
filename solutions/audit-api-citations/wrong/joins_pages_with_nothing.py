"""Joins the cited pages with nothing between them, so a quote across a page break fails."""
# trips: page-join-newline

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
        text = c["cited_text"]
        if not text or text not in "".join(pages[start - 1 : end - 1]):
            failing.append(i)
    return failing
