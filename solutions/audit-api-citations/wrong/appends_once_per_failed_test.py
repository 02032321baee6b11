"""Runs every test on every citation and appends its position once for each test that fails."""
# trips: property-ascending-unique

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        start, end = c["start_page_number"], c["end_page_number"]
        text = c["cited_text"]
        if not 0 <= d < len(documents):
            failing.append(i)
            continue
        pages = documents[d]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(i)
        cited = "\n".join(pages[max(start, 1) - 1 : end - 1])
        if not text or text not in cited:
            failing.append(i)
    return failing
