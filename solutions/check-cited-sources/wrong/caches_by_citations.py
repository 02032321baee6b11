"""Remembers each answer by its citations alone: other retrieved ids get the old answer."""
# trips: independent-calls

_answers: dict[tuple[str, ...], list[str]] = {}


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    # The same answer is often checked again: work out its unknown ids only once.
    key = tuple(citations)
    if key not in _answers:
        known = set(retrieved_ids)
        _answers[key] = [cited for cited in dict.fromkeys(citations) if cited not in known]
    return list(_answers[key])
