"""Returns the failing citations themselves instead of their positions in the list."""
# trips: returns-list-of-ints

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing = []
    for c in citations:
        d = c["document_index"]
        if not 0 <= d < len(documents):
            failing.append(c)
            continue
        pages = documents[d]
        start, end = c["start_page_number"], c["end_page_number"]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(c)
            continue
        text = c["cited_text"]
        if not text or text not in "\n".join(pages[start - 1 : end - 1]):
            failing.append(c)
    return failing
