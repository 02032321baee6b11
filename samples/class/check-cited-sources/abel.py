"""Check cited sources: find the cited ids that were never retrieved."""


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    """Return the cited ids that are not among the retrieved ids."""
    raise NotImplementedError("Write your solution here.")
