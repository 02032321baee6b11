"""Does the cited block support the sentence? A word-overlap check on one citation."""


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    """Return whether ``cited_block`` supports ``sentence``, by overlap of terms.

    Normalise each text with ``unicodedata.normalize("NFC", text)`` first. A term is then a
    maximal run of characters for which ``str.isalnum()`` is true, cut out first and then
    lower-cased with ``str.lower()``. Drop the sentence terms that occur in more than half
    of the documents of ``index`` (count * 2 > len(index)), the index the ``blocks`` were
    retrieved from; the handed-out ``blocks`` never decide what is common. The overlap is the
    share of the remaining distinct sentence terms that are also terms of ``cited_block``.
    ``threshold`` is a fraction ``(numerator, denominator)``: return True when
    ``matched * denominator >= numerator * remaining``, and False when no term remains.

    >>> index = [
    ...     "Students can pay semester fees by UPI, net banking or demand draft. "
    ...     "Late payment after 15 August has a fine of Rs 500.",
    ...     "Semester fees for the year are due by 31 July, and students pay them online or at the "
    ...     "fee office.",
    ...     "Hostel students pay the hostel fee with the semester fees. "
    ...     "Visitors sign in at the hostel desk.",
    ...     "Students who pay the semester fees by demand draft can get one at any branch of the "
    ...     "bank for Rs 50.",
    ...     "Students may borrow four books at a time from the library. "
    ...     "A late return costs Rs 5 a day.",
    ...     "Students must bring the hall ticket to every exam. "
    ...     "Phones are not allowed in the hall.",
    ...     "New students collect the identity card from the admissions office in the first "
    ...     "week.",
    ...     "The college bus leaves the main gate at 8 a.m. and returns at 5 p.m.",
    ...     "The canteen opens at 8 a.m. and serves lunch until 3 p.m.",
    ...     "A merit scholarship covers the tuition for one year.",
    ... ]
    >>> blocks = index[:4]
    >>> sentence = "Students who pay the semester fees after 15 August owe a fine of Rs 500."
    >>> solve(sentence, blocks[0], blocks, index, (3, 4))
    True
    >>> solve(sentence, blocks[3], blocks, index, (3, 4))
    False
    >>> copied = "Late payment after 15 August has a fine of Rs 500."
    >>> solve(copied, index[0], [index[0]], index, (1, 1))
    True
    """
    raise NotImplementedError("Write your solution here.")
