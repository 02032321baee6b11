# Leila -- does the cited block support the sentence?
# Same trick as in my citation parser: walk the text by hand, no regex.
import unicodedata


def _terms(text):
    """Distinct terms: maximal runs of isalnum() characters, lower-cased after cutting."""
    text = unicodedata.normalize("NFC", text)  # composed accents, as the task says
    terms = set()
    start = None
    for pos, ch in enumerate(text):
        if ch.isalnum():
            if start is None:
                start = pos
        elif start is not None:
            terms.add(text[start:pos].lower())
            start = None
    if start is not None:
        terms.add(text[start:].lower())
    return terms


def solve(sentence, cited_block, blocks, index, threshold):
    wanted = _terms(sentence)

    # document frequency over the index (not the handed-out blocks), only for the sentence's terms
    df = {}
    for doc in index:
        for term in _terms(doc):
            if term in wanted:
                df[term] = df.get(term, 0) + 1

    n_docs = len(index)
    kept = [term for term in wanted if 2 * df.get(term, 0) <= n_docs]
    if not kept:
        return False

    in_cited = _terms(cited_block)
    hits = sum(1 for term in kept if term in in_cited)
    at_least, out_of = threshold
    return hits * out_of >= at_least * len(kept)
