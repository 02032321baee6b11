"""Finds the unknown cited ids once each but returns them in alphabetical order."""
# trips: unsorted-unknowns


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    unknown = {c for c in citations if c not in known}
    return sorted(unknown)
