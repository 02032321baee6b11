# The grounding report: label each sentence of an answer, then show it, retry once or refuse.
#
# Given above `solve`: the helpers the earlier lessons built, each exactly as its lesson taught
# it, so that your work here is the judgement and not the parsing again.

import re
import unicodedata
from itertools import groupby

# ---- Given: what the earlier lessons built, exactly as they taught it. ----

# Extract citations: a well-formed marker, `[source: ID]` or `[source: ID, page N]` with N at
# least 1 (the id and the page's digits captured). Verify, retry once, then refuse: anything
# else that looks like a citation. At each place a citation is tried first.
CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*([1-9][0-9]*)[ \t]*)?\]"
)
LOOKALIKE = (
    r"(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)
MARK = re.compile(f"{CITATION}|{LOOKALIKE}")
# Every factual claim cited: a sentence ends at a line break, or after `.`, `!` or `?` and a
# gap of spaces, tabs and citations (which belong to the sentence) not followed by a digit.
SENTENCE_END = re.compile(
    rf"(?P<inside>{CITATION})|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n"
)


def sentences(answer: str) -> list[str]:
    """Every factual claim cited: the answer's sentences in order, each with its citations.
    A piece that is only whitespace is no sentence."""
    found, start = [], 0
    for end in SENTENCE_END.finditer(answer):
        if end["inside"] is None:
            stop = end.start() if end[0] == "\n" else end.end()
            if answer[start:stop].strip():
                found.append(answer[start:stop])
            start = end.end()
    if answer[start:].strip():
        found.append(answer[start:])
    return found


def citations(sentence: str) -> list[tuple[str, int | None]]:
    """Extract citations: the (id, page) of each well-formed citation, in order; page None
    when the marker names none."""
    return [
        (mark[1], None if mark[2] is None else int(mark[2]))
        for mark in MARK.finditer(sentence)
        if mark[1] is not None
    ]


def malformed(sentence: str) -> list[str]:
    """Verify, retry once, then refuse: the text of each marker that looks like a citation
    but is not one, in order."""
    return [mark[0] for mark in MARK.finditer(sentence) if mark[1] is None]


def states_a_figure(sentence: str) -> bool:
    """Every factual claim cited: the sentence holds an ASCII digit outside its citations."""
    return re.search("[0-9]", without_citations(sentence)) is not None


def without_citations(sentence: str) -> str:
    """The sentence with each well-formed citation read as one space."""
    return re.sub(CITATION, " ", sentence)


def _terms(text: str) -> set[str]:
    text = unicodedata.normalize("NFC", text)
    return {"".join(run).lower() for is_term, run in groupby(text, key=str.isalnum) if is_term}


def supports(sentence: str, cited_block: str, index: list[str], threshold: tuple[int, int]) -> bool:
    """Does the cited block support the sentence? Pass the sentence without its citations.
    The terms found in more than half of the index's documents are dropped; the block must
    hold at least `threshold` of the rest, and with none left it supports nothing."""
    wanted = _terms(sentence)
    documents_with = dict.fromkeys(wanted, 0)
    for document in index:
        for term in _terms(document) & wanted:
            documents_with[term] += 1
    remaining = {term for term in wanted if documents_with[term] * 2 <= len(index)}
    if not remaining:
        return False
    matched = len(remaining & _terms(cited_block))
    numerator, denominator = threshold
    return matched * denominator >= numerator * len(remaining)


MONTH = "January|February|March|April|May|June|July|August|September|October|November|December"
BLANK = "[ \t\n\r\u00a0]"
NUMBER = r"[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?"
DAY = r"0?[1-9]|[12][0-9]|3[01]"
START = r"(?<!\w)(?<!\w[.,])"
END = r"(?!\w|[.,]\w)"
QUANTITY = re.compile(
    rf"{START}(?:Rs\.?|INR|₹){BLANK}*(?P<money>{NUMBER}){END}"
    rf"|{START}(?P<percent>{NUMBER}){BLANK}*%"
    rf"|{START}(?P<day>{DAY})(?:st|nd|rd|th)?{BLANK}+(?P<month>{MONTH}){END}"
    rf"|{START}(?P<month_first>{MONTH}){BLANK}+(?P<day_after>{DAY})(?:st|nd|rd|th)?{END}"
    rf"|{START}(?P<number>{NUMBER}){END}"
)
BRACKETED = re.compile(r"\[[^\]]*\]")


def _value(number: str) -> str:
    whole, _, fraction = number.replace(",", "").partition(".")
    whole, fraction = whole.lstrip("0") or "0", fraction.rstrip("0")
    return f"{whole}.{fraction}" if fraction else whole


def _quantities(text: str) -> list[tuple[str, str]]:
    found = []
    for match in QUANTITY.finditer(BRACKETED.sub(" ", text)):
        kind = match.lastgroup or ""
        if kind in ("day", "month", "month_first", "day_after"):
            day, month = match["day"] or match["day_after"], match["month"] or match["month_first"]
            key = f"date {int(day)} {month}"
        else:
            key = f"{kind} {_value(match[kind])}"
        found.append((key, match[0]))
    return found


def unbacked_numbers(sentence: str, cited_block: str) -> list[str]:
    """Do the numbers match the source? The quantities (amounts, percentages, dates, numbers)
    the sentence states that the block does not, each once, as the sentence writes them."""
    backed = {key for key, _ in _quantities(cited_block)}
    reported: set[str] = set()
    unbacked = []
    for key, written in _quantities(sentence):
        if key not in backed and key not in reported:
            reported.add(key)
            unbacked.append(written)
    return unbacked


def solve(
    answer: str,
    blocks: list[dict[str, str | int]],
    authorised_ids: list[str],
    index: list[str],
    threshold: tuple[int, int],
    attempt: int,
) -> dict[str, list[str] | str]:
    """Return ``{"labels": [...], "decision": ..., "feedback": [...]}`` for the answer.

    A cited id is usable when it is the id of one of ``blocks`` (each ``{"id", "page",
    "text"}``, the blocks handed to the model) AND one of ``authorised_ids``. Each sentence of
    ``sentences(answer)`` gets one label, the first that applies, in this priority:

    1. ``"malformed"``: ``malformed(sentence)`` is not empty;
    2. ``"unknown-source"``: it cites an id that is not usable (invented or another tenant's:
       one label, one wording);
    3. ``"wrong-page"``: a citation names a page that is not its block's ``"page"``;
    4. ``"uncited"``: no citation, and ``states_a_figure(sentence)``;
       ``"no-claim"``: no citation and no figure;
    5. ``"unsupported"``: no cited block ``supports`` ``without_citations(sentence)``;
    6. ``"unbacked-number"``: a quantity of ``unbacked_numbers`` is in none of its cited blocks;
    7. ``"supported"``: none of the above.

    ``"decision"``: ``"show"`` when every label is ``"supported"`` or ``"no-claim"``;
    otherwise ``"retry"`` when ``attempt`` is 1 and ``"refuse"`` for any other attempt.
    ``"feedback"``: ``[]`` for show; otherwise one line per problem sentence, in order,
    ``"Sentence N: ..."`` (N from 1), worded as the lesson's task says.

    >>> fee = {
    ...     "id": "fee_policy_p2_c1",
    ...     "page": 2,
    ...     "text": "Students can pay semester fees by UPI, net banking or demand draft. "
    ...     "Late payment after 15 August has a fine of Rs 500.",
    ... }
    >>> hostel = {
    ...     "id": "hostel_rules_p1_c3",
    ...     "page": 1,
    ...     "text": "Hostel students pay the hostel fee with the semester fees. "
    ...     "Visitors sign in at the hostel desk.",
    ... }
    >>> blocks = [fee, hostel]
    >>> ids = ["fee_policy_p2_c1", "hostel_rules_p1_c3"]
    >>> index = [fee["text"], hostel["text"], "The canteen opens at 8 a.m.", "The bus is late."]
    >>> late = "Late payment after 15 August has a fine of Rs {} [source: fee_policy_p2_c1]."
    >>> solve(late.format("500"), blocks, ids, index, (1, 2), 1)
    {'labels': ['supported'], 'decision': 'show', 'feedback': []}
    >>> report = solve(late.format("1,000"), blocks, ids, index, (1, 2), 1)
    >>> report["labels"], report["decision"]
    (['unbacked-number'], 'retry')
    >>> report["feedback"]
    ['Sentence 1: Rs 1,000 is not in the cited source']
    >>> solve(late.format("1,000"), blocks, ids, index, (1, 2), 2)["decision"]
    'refuse'
    >>> desk = "Visitors sign in at the desk [{}: hostel_desk_p1]. Hope this helps!"
    >>> report = solve(desk.format("source"), blocks, ids, index, (1, 2), 1)
    >>> report["labels"], report["decision"]
    (['unknown-source', 'no-claim'], 'retry')
    >>> report["feedback"]
    ['Sentence 1: hostel_desk_p1 is not a source you may cite']
    >>> solve(desk.format("Source"), blocks, ids, index, (1, 2), 1)["labels"]
    ['malformed', 'no-claim']
    """
    raise NotImplementedError("Write your solution here.")
