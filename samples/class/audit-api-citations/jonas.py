"""Audit API citations -- Jonas."""


def _passes(citation, documents):
    doc = citation["document_index"]
    if doc < 0 or doc >= len(documents):
        return False                      # names no document
    pages = documents[doc]

    first = citation["start_page_number"]
    stop = citation["end_page_number"]    # exclusive
    if first < 1 or stop <= first or stop - 1 > len(pages):
        return False

    quote = citation["cited_text"]
    if quote == "":
        return False                      # an empty quote is "found" everywhere
    window = "\n".join(pages[first - 1:stop - 1])
    return quote in window


def solve(citations, documents):
    bad = []
    for i, citation in enumerate(citations):
        if not _passes(citation, documents):
            bad.append(i)
    return bad
