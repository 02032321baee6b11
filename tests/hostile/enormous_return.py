"""Returns a list of ten million strings. Must not pass, and the grader must not copy it."""


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    return ["never retrieved"] * 10_000_000
