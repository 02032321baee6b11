"""check cited sources -- Bruno"""


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    # dict keeps insertion order, so fromkeys dedups and keeps first appearance
    have = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in have]
