def split_terms(text):
    terms = set()
    i = 0
    n = len(text)
    while i < n:
        if text[i].isalnum():
            j = i
            while j < n and text[j].isalnum():
                j += 1
            terms.add(text[i:j].lower())
            i = j
        elif text[i] == " ":
            i += 1
    return terms


def solve(sentence, cited_block, blocks, index, threshold):
    s_terms = split_terms(sentence)
    freq = {t: 0 for t in s_terms}
    for doc in index:
        for t in split_terms(doc):
            if t in freq:
                freq[t] += 1
    keep = {t for t in s_terms if freq[t] * 2 <= len(index)}
    if not keep:
        return False
    c_terms = split_terms(cited_block)
    return len(keep & c_terms) * threshold[1] >= threshold[0] * len(keep)
