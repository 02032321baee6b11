"""Gives each citation a reason it fails (or None), as an audit log would; keeps the failures."""
# trips: nothing

from typing import Any


def _reason(citation: dict[str, Any], documents: list[list[str]]) -> str | None:
    index = citation["document_index"]
    if not 0 <= index < len(documents):
        return f"no document {index}"
    pages = documents[index]
    start, end = citation["start_page_number"], citation["end_page_number"]
    if start < 1:
        return "pages start at 1"
    if end <= start:
        return "empty page range"
    if end - 1 > len(pages):
        return f"the document has only {len(pages)} pages"
    text = citation["cited_text"]
    if not text:
        return "empty cited text"
    if text not in "\n".join(pages[start - 1 : end - 1]):
        return "text not on the cited pages"
    return None


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    reasons = [_reason(citation, documents) for citation in citations]
    return [position for position, reason in enumerate(reasons) if reason is not None]
