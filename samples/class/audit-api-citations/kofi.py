# Kofi - audit citations

def solve(citations, documents):
    out = []
    i = 0
    for cit in citations:
        doc = cit["document_index"]
        start = cit["start_page_number"]
        end = cit["end_page_number"]
        if doc < 0 or doc >= len(documents):
            out.append(i)
        elif start < 1 or end <= start or end > len(documents[doc]) + 1:
            out.append(i)
        else:
            text = "\n".join(documents[doc][start - 1:end - 1])
            if cit["cited_text"] not in text:
                out.append(i)
        i += 1
    return out
