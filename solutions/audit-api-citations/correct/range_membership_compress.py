"""States each rule as membership in a range object and picks failing positions with compress."""
# trips: nothing

from itertools import compress
from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    verdicts = []
    for c in citations:
        if c["document_index"] not in range(len(documents)):
            verdicts.append(True)
            continue
        pages = documents[c["document_index"]]
        first, stop = c["start_page_number"], c["end_page_number"]
        if first not in range(1, len(pages) + 1) or stop not in range(first + 1, len(pages) + 2):
            verdicts.append(True)
            continue
        window = "\n".join(pages[first - 1 : stop - 1])
        verdicts.append(len(c["cited_text"]) == 0 or window.find(c["cited_text"]) < 0)
    return list(compress(range(len(citations)), verdicts))
