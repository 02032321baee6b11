"""Turns page numbers into 0-based bounds by writing them back into each citation's dict."""
# trips: arguments-unchanged

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for i, c in enumerate(citations):
        c["start_page_number"] -= 1
        c["end_page_number"] -= 1
        d = c["document_index"]
        if not 0 <= d < len(documents):
            failing.append(i)
            continue
        pages = documents[d]
        start, end = c["start_page_number"], c["end_page_number"]
        if start < 0 or end <= start or end > len(pages):
            failing.append(i)
            continue
        text = c["cited_text"]
        if not text or text not in "\n".join(pages[start:end]):
            failing.append(i)
    return failing
