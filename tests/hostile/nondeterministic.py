"""Answers correctly about half of the time, at random (seeded from the operating system)."""

import random

chance = random.SystemRandom()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    if chance.random() < 0.5:
        return list(reversed(citations))
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
