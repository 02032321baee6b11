"""Does the cited block support the sentence? A word-overlap check on one citation."""


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    """Return whether ``cited_block`` supports ``sentence``, by overlap of terms.

    Normalise each text with ``unicodedata.normalize("NFC", text)`` first. A term is then a
    maximal run of characters for which ``str.isalnum()`` is true, cut out first and then
    lower-cased with ``str.lower()``. Drop the sentence terms that occur in more than half
    of ``blocks`` (count * 2 > len(blocks)). The overlap is the share of the remaining
    distinct sentence terms that are also terms of ``cited_block``. Return True when
    ``matched / remaining >= threshold``, and False when no term remains.

    >>> blocks = [
    ...     "Students can pay semester fees by UPI, net banking or demand draft. "
    ...     "Late payment after 15 August has a fine of Rs 500.",
    ...     "Semester fees for the year are due by 31 July, and students pay them online or at the "
    ...     "fee office.",
    ...     "Hostel students pay the hostel fee with the semester fees. "
    ...     "Visitors sign in at the hostel desk.",
    ...     "Students who pay the semester fees by demand draft can get one at any branch of the "
    ...     "bank for Rs 50.",
    ... ]
    >>> sentence = "Students who pay the semester fees after 15 August owe a fine of Rs 500."
    >>> solve(sentence, blocks[0], blocks, 0.5)
    True
    >>> solve(sentence, blocks[3], blocks, 0.5)
    False
    >>> solve("Students pay the semester fees.", blocks[1], blocks, 0.5)
    False
    """
    raise NotImplementedError("Write your solution here.")
