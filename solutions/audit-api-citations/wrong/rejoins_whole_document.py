"""Joins all pages of the cited document again for every citation, then cuts the range out."""
# trips: scales-linearly only

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        if d < 0 or d >= len(documents):
            failing.append(i)
            continue
        pages = documents[d]
        start, end = c["start_page_number"], c["end_page_number"]
        if start < 1 or end <= start or end > len(pages) + 1:
            failing.append(i)
            continue
        whole = "\n".join(pages)
        offset = sum(len(p) + 1 for p in pages[: start - 1])
        length = sum(len(p) + 1 for p in pages[start - 1 : end - 1]) - 1
        segment = whole[offset : offset + length]
        if c["cited_text"] == "" or c["cited_text"] not in segment:
            failing.append(i)
    return failing
