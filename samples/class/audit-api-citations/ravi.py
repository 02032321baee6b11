def solve(citations, documents):
    failing = []
    for n, c in enumerate(citations):
        d = c["document_index"]
        s = c["start_page_number"]
        e = c["end_page_number"]
        txt = c["cited_text"]

        # document has to exist
        if d >= len(documents):
            failing.append(n)
            continue
        pages = documents[d]

        # page range: 1-based, end exclusive, end-1 can't go past the last page
        if s < 1 or e <= s or e - 1 > len(pages):
            failing.append(n)
            continue

        joined = "\n".join(pages[s - 1:e - 1])
        if not txt or txt not in joined:
            failing.append(n)
    return failing
