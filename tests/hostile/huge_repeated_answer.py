"""Answers with huge values that stay under the reply's size caps: nine hundred thousand copies
of one id (a check counting each item's copies one by one would take hours), and sets and
dicts of fifty thousand long strings (which a report would otherwise show in full)."""

from typing import Any

calls = [0]


def solve(citations: list[str], retrieved_ids: list[str]) -> Any:
    calls[0] += 1
    kind = calls[0] % 3
    if kind == 0:
        return [citations[0] if citations else "x"] * 900_000
    if kind == 1:
        return {f"{i:08d}-" + "y" * 52 for i in range(50_000)}
    return {f"{i:08d}-" + "z" * 52: [i] * 3 for i in range(30_000)}
