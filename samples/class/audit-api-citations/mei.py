def solve(citations, documents):
    """Positions of citations whose document, pages or quoted text do not hold up."""
    result = []
    for pos in range(len(citations)):
        cit = citations[pos]
        doc_no = cit["document_index"]
        if not (0 <= doc_no < len(documents)):
            result.append(pos)
            continue
        pages = documents[doc_no]
        start, end = cit["start_page_number"], cit["end_page_number"]
        if start < 1 or end <= start or end - 1 > len(pages):
            result.append(pos)
            continue
        # pages start..end of the document (start is 1-based)
        cited_pages = pages[start - 1:end]
        text = cit["cited_text"]
        if text == "" or text not in "\n".join(cited_pages):
            result.append(pos)
    return result
