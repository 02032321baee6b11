"""Audit API citations: find the citations that do not hold up against their documents."""


def solve(citations: list[dict[str, int | str]], documents: list[list[str]]) -> list[int]:
    """Return the positions in ``citations`` of the citations that fail the audit.

    Each citation is a dict with ``cited_text``, ``document_index``, ``start_page_number``
    and ``end_page_number``; each document is a list of page texts. A citation fails when
    its document index names no document (a negative index included), when its page range
    is empty or does not fit the document (pages count from 1, the end page is exclusive),
    or when its text is empty or not found verbatim in its pages joined with one "\\n".
    Return the failing positions in ascending order, or an empty list when all pass. Leave
    the arguments unchanged, keep nothing between calls, and keep the time linear: take the
    cited pages with a slice, never by walking or joining the whole document per citation.

    >>> def cite(text, document, start, end):
    ...     return {"cited_text": text, "document_index": document,
    ...             "start_page_number": start, "end_page_number": end}
    >>> fee_policy = [
    ...     "Semester fees are due by 31 July.",
    ...     "Students can pay semester fees by UPI, net banking, or demand draft. "
    ...     "Late payment after 15 August has a fine of Rs 500.",
    ...     "Refunds are paid within 30 days.",
    ... ]
    >>> hostel_rules = ["Visitors sign in at the hostel desk.", "Quiet hours start at 10 pm."]
    >>> documents = [fee_policy, hostel_rules]
    >>> solve([cite("Semester fees are due", 0, 1, 2),
    ...        cite("Late payment", 0, 1, 2),
    ...        cite("Visitors sign in", 2, 1, 2),
    ...        cite("Quiet hours", 1, 2, 3)], documents)
    [1, 2]
    >>> solve([cite("Late payment after 15 August has a fine of Rs 500.", 0, 1, 4),
    ...        cite("Refunds are paid within 30 days.", 0, 3, 4),
    ...        cite("sign in at the hostel desk", 1, 1, 2)], documents)
    []
    >>> solve([cite("31 July.\\nStudents can pay", 0, 1, 3),
    ...        cite("31 July.\\nStudents can pay", 0, 1, 2),
    ...        cite("31 July. Students can pay", 0, 1, 3),
    ...        cite("", 0, 1, 2)], documents)
    [1, 2, 3]
    """
    raise NotImplementedError("Write your solution here.")
