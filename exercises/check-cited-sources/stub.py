"""Check cited sources: find the cited ids that were never retrieved."""


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    """Return the cited ids that are not among the retrieved ids.

    Each unknown id is reported once, in the order it first appears in ``citations``.
    Ids are compared exactly. Return an empty list when every citation was retrieved
    or there are no citations.

    >>> solve(["a", "x", "x", "y"], ["a", "b"])
    ['x', 'y']
    >>> solve(["a"], ["a"])
    []
    >>> solve(["b", "a", "b"], [])
    ['b', 'a']
    """
    raise NotImplementedError("Write your solution here.")
