"""Audit API citations: find the citations that do not hold up against their documents."""


def solve(citations: list[dict[str, int | str]], documents: list[list[str]]) -> list[int]:
    """Return the positions in ``citations`` of the citations that fail the audit.

    Each citation is a dict with ``cited_text``, ``document_index``, ``start_page_number``
    and ``end_page_number``; each document is a list of page texts. A citation fails when
    its document index names no document (a negative index included), when its page range
    is empty or does not fit the document (pages count from 1, the end page is exclusive),
    or when its text is empty or not found verbatim in its pages joined with one "\\n".
    Return the failing positions in ascending order, or an empty list when all pass.

    >>> def cite(text, document, start, end):
    ...     return {"cited_text": text, "document_index": document,
    ...             "start_page_number": start, "end_page_number": end}
    >>> report = ["Net sales rose 12% in 2023.", "Costs fell slightly.", "The outlook is stable."]
    >>> minutes = ["The board met in May.", "A new chair was chosen."]
    >>> documents = [report, minutes]
    >>> solve([cite("Net sales rose 12%", 0, 1, 2),
    ...        cite("Costs fell", 0, 1, 2),
    ...        cite("The board met", 2, 1, 2),
    ...        cite("new chair", 1, 2, 3)], documents)
    [1, 2]
    >>> solve([cite("Costs fell slightly.", 0, 1, 4),
    ...        cite("The outlook is stable.", 0, 3, 4),
    ...        cite("met in May", 1, 1, 2)], documents)
    []
    >>> solve([cite("in 2023.\\nCosts fell", 0, 1, 3),
    ...        cite("in 2023.\\nCosts fell", 0, 1, 2),
    ...        cite("in 2023. Costs fell", 0, 1, 3),
    ...        cite("", 0, 1, 2)], documents)
    [1, 2, 3]
    """
    raise NotImplementedError("Write your solution here.")
