# Kofi - word overlap check

def get_terms(s):
    out = set()
    word = ""
    for ch in s + " ":
        if ch.isalnum():
            word += ch
        else:
            if word:
                out.add(word.lower())
            word = ""
    return out


def solve(sentence, cited_block, blocks, index, threshold):
    sent_terms = get_terms(sentence)
    doc_sets = [get_terms(d) for d in index]

    how_many = {}
    for ds in doc_sets:
        for t in ds & sent_terms:
            how_many[t] = how_many.get(t, 0) + 1

    remaining = set()
    for t in sent_terms:
        if how_many.get(t, 0) * 2 <= len(index):
            remaining.add(t)

    if not remaining:
        return False

    cited_terms = get_terms(cited_block)
    matched = len(remaining & cited_terms)
    overlap = matched / len(remaining)
    # needs to be above the threshold to count as support
    return overlap > threshold[0] / threshold[1]
