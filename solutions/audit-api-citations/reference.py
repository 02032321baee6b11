"""Reference solution for the lesson "Audit API citations"."""

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    """Return the positions of the citations that fail the audit, in ascending order."""
    failing: list[int] = []
    for position, citation in enumerate(citations):
        # 1. The document index must name a document: 0 up to len(documents) - 1, never negative.
        index = citation["document_index"]
        if not 0 <= index < len(documents):
            failing.append(position)
            continue
        pages = documents[index]
        # 2. Pages count from 1 and the end page is exclusive: the range must hold at least one
        #    page and stop no later than just after the last page.
        start, end = citation["start_page_number"], citation["end_page_number"]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(position)
            continue
        # 3. Join only the cited pages, with one "\n" between neighbours, and look for the
        #    cited text exactly as given. Empty text is found everywhere, so it proves nothing.
        cited_pages = "\n".join(pages[start - 1 : end - 1])
        text = citation["cited_text"]
        if not text or text not in cited_pages:
            failing.append(position)
    return failing
