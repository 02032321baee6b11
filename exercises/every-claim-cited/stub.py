"""Every factual claim cited: find the sentences that state a fact without a citation."""

# Given: one citation marker, `[source: ID]` or `[source: ID, page N]` with N at least 1, the
# grammar you wrote in Extract citations. It is a pattern's text with no capturing group, so
# it can stand alone (`re.finditer(CITATION, text)`) or inside a larger pattern
# (`rf"(?P<citation>{CITATION})|..."`) as often as you need it.
CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)


def solve(answer: str) -> list[int]:
    """Return the positions (from 0, in order) of the sentences in ``answer`` that hold an
    ASCII digit 0 to 9 outside their citations but carry no citation at all.

    A citation is a marker ``[source: ID]`` or ``[source: ID, page N]`` as in Extract
    citations (ASCII id, page at least 1, spaces or tabs between the parts, lower-case
    ``source`` and ``page``: the text ``CITATION`` matches); it is read whole, and anything
    else in brackets is plain text.
    A sentence ends at a line break ``\n`` (no other line separator), at the end of the
    answer, or after ``.``, ``!`` or ``?`` followed by a gap of spaces, tabs and citations
    when the next character after the gap is not a digit; citations in that gap belong to the
    sentence that ends. Pieces that are only whitespace are no sentences. A fact written only
    in words ("five hundred rupees") holds no digit: this rule does not report it.

    >>> solve(
    ...     "You can pay the semester fees by UPI, net banking or demand draft "
    ...     "[source: fee_policy_p2_c1, page 2]. Paying after 15 August costs a late fine of "
    ...     "Rs 500. The hostel desk opens at 9 am [source: hostel_rules_p1_c3]. Hope this helps!"
    ... )
    [1]
    >>> solve(
    ...     "Pay the semester fees by 15 August. [source: fee_policy_p2_c1, page 2] After that "
    ...     "date the fine is Rs. 500 [source: fee_policy_p2_c1]. Card payments carry a 2.5% "
    ...     "charge. Please keep your receipt!"
    ... )
    [2]
    >>> solve(
    ...     "Ways to pay:\\n- UPI [source: fee_policy_p2_c1, page 2]\\n"
    ...     "- Demand draft, at 2 bank branches\\n\\nLate fee: Rs 500 after 15 August"
    ... )
    [2, 3]
    """
    raise NotImplementedError("Write your solution here.")
