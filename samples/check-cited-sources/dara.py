"""Dara's answer: correct, but it scans lists."""


def solve(citations, retrieved_ids):
    missing = []
    for c in citations:
        if c not in retrieved_ids and c not in missing:
            missing.append(c)
    return missing
