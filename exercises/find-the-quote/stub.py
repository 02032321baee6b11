"""Is the quote really in the source? Find a quote, word for word, in the block it cites."""


def solve(source: str, quote: str) -> tuple[int, int] | None:
    """Return the span ``(start, end)`` of ``quote`` in ``source``, or None when it is not there.

    Both texts are compared after the same normalisation, one character at a time: each
    character is decomposed with ``unicodedata.normalize("NFD", character)``; the curly
    quotes U+2018 to U+201B become ' and U+201C to U+201F become "; and every run of
    whitespace (tab, line feed, vertical tab, form feed, carriage return, or any character
    whose Unicode category starts with Z) becomes one space. Case counts, and nothing else
    is changed.

    In the quote, write every "…" as "...", then cut it at every "...", as
    ``str.split("...")`` does: each cut stands for left-out text, and the parts between the
    cuts, each without the spaces at its ends, must all be found, in order. A match never
    cuts a word (letters, numbers and marks, categories L, N and M, are word characters)
    and never starts on a mark or stops just before one. Take the first part where it first
    matches, each later part where it first matches after the one before. ``start`` is where
    the first part begins and ``end`` where the last part ends, counted in the characters of
    ``source`` itself (0-based, ``end`` excluded). A quote with nothing to find is None.

    >>> source = (
    ...     "Students can pay semester fees by UPI, net banking or demand draft.\\n"
    ...     "Late payment after 15 August has a\\nfine of Rs 500. "
    ...     "The college\\u2019s fee office does not accept cash."
    ... )
    >>> print(solve(source, "Late payment after 15 August has a fine of Rs 1,000."))
    None
    >>> solve(source, "Late payment after 15 August has a fine of Rs 500.")
    (68, 118)
    >>> solve(source, "Students can pay … by UPI")
    (0, 37)
    >>> print(solve(source, "a fine of Rs 50"))
    None
    >>> solve(source, "The college's fee office does not accept cash.")
    (119, 165)
    """
    raise NotImplementedError("Write your solution here.")
