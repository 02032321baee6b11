"""Joins each cited document once per call, notes where every page starts, and searches a window."""
# trips: nothing

from typing import Any


def _prepare(pages: list[str]) -> tuple[str, list[int]]:
    """The pages joined with "\\n", and the offset at which each page starts (plus one more)."""
    starts = [0]
    for page in pages:
        starts.append(starts[-1] + len(page) + 1)
    return "\n".join(pages), starts


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    prepared: dict[int, tuple[str, list[int]]] = {}
    failing: list[int] = []
    for position, citation in enumerate(citations):
        index = citation["document_index"]
        start, end = citation["start_page_number"], citation["end_page_number"]
        text = citation["cited_text"]
        if not (0 <= index < len(documents)) or not text:
            failing.append(position)
            continue
        if index not in prepared:
            prepared[index] = _prepare(documents[index])
        joined, starts = prepared[index]
        page_count = len(starts) - 1
        if not 1 <= start < end <= page_count + 1:
            failing.append(position)
            continue
        # find() with bounds only reports a match lying wholly inside joined[low:high].
        low, high = starts[start - 1], starts[end - 1] - 1
        if joined.find(text, low, high) == -1:
            failing.append(position)
    return failing
