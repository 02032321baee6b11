"""Lifts the recursion limit and recurses until the interpreter's C stack overflows."""

import sys

sys.setrecursionlimit(10**8)


def down(depth: int) -> int:
    return down(depth + 1) + 1


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    down(0)
    return []
