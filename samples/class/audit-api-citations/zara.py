# Zara: audit of API-level citations.
# Check order: document -> page range -> text. First failure wins.

def document_ok(idx, documents):
    return 0 <= idx < len(documents)


def range_ok(start, end, page_count):
    return 1 <= start < end <= page_count + 1


def solve(citations, documents):
    def ok(c):
        idx = c["document_index"]
        if not document_ok(idx, documents):
            return False
        pages = documents[idx]
        start, end = c["start_page_number"], c["end_page_number"]
        if not range_ok(start, end, len(pages)):
            return False
        text = c["cited_text"]
        return bool(text) and text in "\n".join(pages[start - 1:end - 1])

    return [pos for pos, c in enumerate(citations) if not ok(c)]
