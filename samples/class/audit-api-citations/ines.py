"""Ines -- auditing structured citations against the documents that were sent."""


def page_text(pages, start, end):
    # start is 1-based, end is exclusive
    return "\n".join(pages[start - 1:end - 1])


def citation_fails(cit, documents):
    k = cit["document_index"]
    if k < 0 or k >= len(documents):
        return True
    pages = documents[k]
    a, b = cit["start_page_number"], cit["end_page_number"]
    if a < 1 or b <= a or b - 1 > len(pages):
        return True
    quote = cit["cited_text"]
    return len(quote) == 0 or quote not in page_text(pages, a, b)


def audit_citations(citations, documents):
    return [k for k, cit in enumerate(citations) if citation_fails(cit, documents)]
