"""Pavel -- audit API citations."""


def solve(citations, documents):
    wrong = []
    for index, citation in enumerate(citations):
        doc_index = citation["document_index"]
        if not 0 <= doc_index < len(documents):
            wrong.append(index)
            continue
        doc = documents[doc_index]
        first, after_last = citation["start_page_number"], citation["end_page_number"]
        if first < 1 or after_last <= first or after_last - 1 > len(doc):
            wrong.append(index)
            continue
        # the cited pages, as one piece of text
        text = " ".join(doc[first - 1:after_last - 1])
        quote = citation["cited_text"]
        if not quote or quote not in text:
            wrong.append(index)
    return wrong
