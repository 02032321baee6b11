"""Where to set the verifier's threshold: measure it on labelled examples, then choose."""


def solve(
    scored: list[tuple[int, bool]],
    questions: list[tuple[bool, bool]],
    threshold: int,
    target: tuple[int, int],
) -> dict[str, tuple[int, int] | int | None]:
    """Return the verifier's precision, recall and F1 at ``threshold``, the smallest
    threshold that meets the precision ``target``, and the over- and under-refusal rates.

    ``scored`` holds ``(score, supported)`` pairs: the verifier's whole-number score for one
    cited sentence, and whether a person found the cited block really supports it. A score
    at or above a threshold (``score >= threshold``) predicts "supported". ``questions``
    holds ``(answerable, refused)`` pairs: whether the documents hold the answer, and
    whether the assistant refused. ``target`` is a fraction ``(numerator, denominator)``.

    Every rate is an exact fraction ``(numerator, denominator)`` in lowest terms (zero is
    ``(0, 1)``), or ``None`` when its denominator would be 0. Return a dict with exactly
    the keys ``"precision"``, ``"recall"``, ``"f1"`` (``2*TP / (2*TP + FP + FN)``),
    ``"chosen_threshold"`` (the smallest score in ``scored`` whose precision is at least
    ``target``; ``None`` when no score's is), ``"over_refusal"`` (answerable questions
    refused, of all answerable ones) and ``"under_refusal"`` (unanswerable questions
    answered, of all unanswerable ones).

    >>> scored = [(92, True), (85, False), (85, True), (70, True),
    ...           (60, False), (45, True), (30, False), (10, False)]
    >>> questions = [(True, False), (True, False), (True, True), (True, False),
    ...              (False, True), (False, False), (False, True), (True, False)]
    >>> result = solve(scored, questions, 60, (3, 4))
    >>> result["precision"], result["recall"], result["f1"]
    ((3, 5), (3, 4), (2, 3))
    >>> result["chosen_threshold"], result["over_refusal"], result["under_refusal"]
    (70, (1, 5), (1, 3))
    >>> strict = solve(scored, [], 93, (1, 1))
    >>> strict["precision"], strict["recall"], strict["f1"]
    (None, (0, 1), (0, 1))
    >>> strict["chosen_threshold"], strict["over_refusal"], strict["under_refusal"]
    (92, None, None)
    """
    raise NotImplementedError("Write your solution here.")
