"""Collects bad references in one pass, unfound texts in a second, and returns both lists."""
# trips: property-ascending-unique

from typing import Any


def solve(citations: list[dict[str, Any]], documents: list[list[str]]) -> list[int]:
    bad_reference: list[int] = []
    checkable: list[int] = []
    for i, c in enumerate(citations):
        d = c["document_index"]
        start, end = c["start_page_number"], c["end_page_number"]
        if not 0 <= d < len(documents) or start < 1 or end <= start or end - 1 > len(documents[d]):
            bad_reference.append(i)
        else:
            checkable.append(i)
    not_found: list[int] = []
    for i in checkable:
        c = citations[i]
        pages = documents[c["document_index"]]
        cited = "\n".join(pages[c["start_page_number"] - 1 : c["end_page_number"] - 1])
        if not c["cited_text"] or c["cited_text"] not in cited:
            not_found.append(i)
    return bad_reference + not_found
