"""Joins each document once, but finds a range's offset by adding up all earlier page lengths."""
# trips: scales-linearly only

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    joined = ["\n".join(pages) for pages in documents]
    failing: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        start, end = c["start_page_number"], c["end_page_number"]
        if not 0 <= d < len(documents):
            failing.append(i)
            continue
        pages = documents[d]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(i)
            continue
        offset = 0
        for page in pages[: start - 1]:
            offset += len(page) + 1
        stop = offset + len("\n".join(pages[start - 1 : end - 1]))
        text = c["cited_text"]
        if not text or joined[d].find(text, offset, stop) == -1:
            failing.append(i)
    return failing
