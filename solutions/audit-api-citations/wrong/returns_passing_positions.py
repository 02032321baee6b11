"""Returns the positions of the citations that pass the audit instead of those that fail it."""
# trips: example-1

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    passing: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        if not 0 <= d < len(documents):
            continue
        pages = documents[d]
        start, end = c["start_page_number"], c["end_page_number"]
        if start < 1 or end <= start or end - 1 > len(pages):
            continue
        text = c["cited_text"]
        if text and text in "\n".join(pages[start - 1 : end - 1]):
            passing.append(i)
    return passing
