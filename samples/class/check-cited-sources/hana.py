class CitationChecker:
    def __init__(self, retrieved_ids):
        self.known = set(retrieved_ids)

    def unknown(self, citations):
        reported = []
        already = set()
        for c in citations:
            if c not in self.known and c not in already:
                already.add(c)
                reported.append(c)
        return reported


def solve(citations, retrieved_ids):
    return CitationChecker(retrieved_ids).unknown(citations)
