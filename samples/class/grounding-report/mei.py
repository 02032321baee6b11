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


# words overlap is the support check, so if it passes the sentence is supported


def solve(answer, blocks, authorised_ids, index, threshold, attempt):
    ok = set(authorised_ids)
    by_id = {b["id"]: b for b in blocks if b["id"] in ok}
    labels = []
    fb = []
    for i, s in enumerate(sentences(answer)):
        cs = citations(s)
        if malformed(s):
            labels.append("malformed")
            fb.append(f"Sentence {i+1}: malformed citation {malformed(s)[0]}")
        elif [c for c, p in cs if c not in by_id]:
            c = [c for c, p in cs if c not in by_id][0]
            labels.append("unknown-source")
            fb.append(f"Sentence {i+1}: {c} is not a source you may cite")
        elif [c for c, p in cs if p is not None and p != by_id[c]["page"]]:
            c, p = [(c, p) for c, p in cs if p is not None and p != by_id[c]["page"]][0]
            labels.append("wrong-page")
            fb.append(f"Sentence {i+1}: {c} is not on page {p}")
        elif not cs:
            if states_a_figure(s):
                labels.append("uncited")
                fb.append(f"Sentence {i+1}: states a figure with no citation")
            else:
                labels.append("no-claim")
        elif any(supports(without_citations(s), by_id[c]["text"], index, threshold) for c, p in cs):
            labels.append("supported")
        else:
            labels.append("unsupported")
            fb.append(f"Sentence {i+1}: the cited source does not support it")
    if fb == []:
        return {"labels": labels, "decision": "show", "feedback": []}
    return {"labels": labels, "decision": "retry" if attempt == 1 else "refuse", "feedback": fb}
