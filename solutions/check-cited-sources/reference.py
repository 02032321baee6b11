"""Reference solution for the lesson "Check cited sources"."""


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    """Return the unretrieved cited ids, once each, in order of first appearance."""
    # 1. Keep the retrieved ids in a set, so each membership test is a single quick lookup.
    known = set(retrieved_ids)
    reported: set[str] = set()
    unknown: list[str] = []
    for cited in citations:
        # 2. Only an id that was not retrieved and is not in the result yet counts.
        if cited not in known and cited not in reported:
            # 3. Append it now, so the result follows the order of first appearance.
            unknown.append(cited)
            reported.add(cited)
    return unknown
