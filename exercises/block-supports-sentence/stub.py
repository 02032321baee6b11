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
    ...     "The storage engine writes every change to a write-ahead log before the data files.",
    ...     "The storage engine compacts old segments in the background every night.",
    ...     "Backups of the storage engine are copied to a second region every hour.",
    ...     "The storage engine rejects writes when the disk is more than 90% full.",
    ... ]
    >>> sentence = "The storage engine writes every change to a log first."
    >>> solve(sentence, blocks[0], blocks, 0.5)
    True
    >>> solve(sentence, blocks[2], blocks, 0.5)
    False
    >>> solve("The storage engine!", blocks[1], blocks, 0.5)
    False
    """
    raise NotImplementedError("Write your solution here.")
