"""Ignores citations named like Python built-ins, treating them as stray tokens, not ids."""
# trips: builtin-names

import builtins


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if c in vars(builtins):
            continue
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
