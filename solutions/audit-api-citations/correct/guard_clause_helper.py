"""Puts the three tests in a helper with early returns, then keeps the positions it rejects."""
# trips: nothing

from typing import Any


def _holds_up(citation: dict[str, Any], documents: list[list[str]]) -> bool:
    index = citation["document_index"]
    if index < 0 or index >= len(documents):
        return False
    pages = documents[index]
    start = citation["start_page_number"]
    end = citation["end_page_number"]
    if start < 1 or end <= start or end > len(pages) + 1:
        return False
    text = citation["cited_text"]
    if text == "":
        return False
    return text in "\n".join(pages[start - 1 : end - 1])


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    return [i for i, citation in enumerate(citations) if not _holds_up(citation, documents)]
