"""Compares the whole sentence, markers included, with the cited block's words."""
# trips: citations-left-out

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


# ---- My report. ----

FINE = ("supported", "no-claim")


Block = dict[str, str | int]


def diagnose(
    sentence: str, usable: dict[str, Block], index: list[str], threshold: tuple[int, int]
) -> tuple[str, str]:
    broken = malformed(sentence)
    if broken:
        return "malformed", f"malformed citation {broken[0]}"
    cited = citations(sentence)
    for source_id, _ in cited:
        if source_id not in usable:
            return "unknown-source", f"{source_id} is not a source you may cite"
    for source_id, page in cited:
        if page is not None and page != usable[source_id]["page"]:
            return "wrong-page", f"{source_id} is not on page {page}"
    if not cited:
        if states_a_figure(sentence):
            return "uncited", "states a figure with no citation"
        return "no-claim", ""
    texts = [str(usable[source_id]["text"]) for source_id in dict.fromkeys(i for i, _ in cited)]
    plain = sentence
    if not any(supports(plain, text, index, threshold) for text in texts):
        return "unsupported", "the cited source does not support it"
    missing = [unbacked_numbers(sentence, text) for text in texts]
    elsewhere = [set(quantities) for quantities in missing[1:]]
    for quantity in missing[0]:
        if all(quantity in others for others in elsewhere):
            return "unbacked-number", f"{quantity} is not in the cited source"
    return "supported", ""


def solve(
    answer: str,
    blocks: list[Block],
    authorised_ids: list[str],
    index: list[str],
    threshold: tuple[int, int],
    attempt: int,
) -> dict[str, list[str] | str]:
    allowed = set(authorised_ids)
    usable = {block["id"]: block for block in blocks if block["id"] in allowed}
    labels: list[str] = []
    feedback: list[str] = []
    for number, sentence in enumerate(sentences(answer), start=1):
        label, problem = diagnose(sentence, usable, index, threshold)
        labels.append(label)
        if label not in FINE:
            feedback.append(f"Sentence {number}: {problem}")
    if not feedback:
        return {"labels": labels, "decision": "show", "feedback": []}
    decision = "retry" if attempt == 1 else "refuse"
    return {"labels": labels, "decision": decision, "feedback": feedback}
