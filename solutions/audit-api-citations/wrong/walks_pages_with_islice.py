"""Takes each citation's pages with itertools.islice, which steps over every page before them."""
# trips: scales-linearly only

from itertools import islice
from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    failing: list[int] = []
    for position, citation in enumerate(citations):
        index = citation["document_index"]
        start, end = citation["start_page_number"], citation["end_page_number"]
        if not 0 <= index < len(documents):
            failing.append(position)
            continue
        pages = documents[index]
        if start < 1 or end <= start or end - 1 > len(pages):
            failing.append(position)
            continue
        # islice cannot jump: it steps over every page before the start, for every citation.
        cited = "\n".join(islice(pages, start - 1, end - 1))
        text = citation["cited_text"]
        if not text or text not in cited:
            failing.append(position)
    return failing
