"""Calls sys.exit while the file is imported. Must end in an error, not a pass."""

import sys

sys.exit(0)


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
