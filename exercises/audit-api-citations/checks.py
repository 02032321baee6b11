"""Checks for "Audit API citations". Expected answers for fixed inputs come from the reference
solution, in the grader; the generated inputs are built so that the right answer is known by
construction (real quotes pass, deliberately broken ones fail)."""

from __future__ import annotations

import random
from typing import Any

from grader.authoring import INDEPENDENT_CALLS, Trial, Words, check, given, said, st

Citation = dict[str, Any]
Documents = list[list[str]]


def cite(text: str, document: int, start: int, end: int) -> Citation:
    return {
        "cited_text": text,
        "document_index": document,
        "start_page_number": start,
        "end_page_number": end,
    }


# The two documents of the worked examples, as the college sent them: the three-page fee policy
# (its page 2 is the chunk fee_policy_p2_c1) and two pages of hostel rules.
FEE_POLICY = [
    "Semester fees are due by 31 July.",
    "Students can pay semester fees by UPI, net banking, or demand draft. "
    "Late payment after 15 August has a fine of Rs 500.",
    "Refunds are paid within 30 days.",
]
HOSTEL_RULES = ["Visitors sign in at the hostel desk.", "Quiet hours start at 10 pm."]
DOCUMENTS = [FEE_POLICY, HOSTEL_RULES]


example_1 = check(
    "example-1", "Worked example: one citation off its pages, one naming no document", hint=1
).expect_same_each(
    [
        [
            cite("Semester fees are due", 0, 1, 2),
            cite("Late payment", 0, 1, 2),
            cite("Visitors sign in", 2, 1, 2),
            cite("Quiet hours", 1, 2, 3),
        ]
    ],
    DOCUMENTS,
)


example_2 = check("example-2", "Worked example: every citation passes", hint=2).expect_same_each(
    [
        [
            cite("Late payment after 15 August has a fine of Rs 500.", 0, 1, 4),
            cite("Refunds are paid within 30 days.", 0, 3, 4),
            cite("sign in at the hostel desk", 1, 1, 2),
        ]
    ],
    DOCUMENTS,
)


example_3 = check(
    "example-3", "Worked example: text across a page break, and empty text", hint=2
).expect_same_each(
    [
        [
            cite("31 July.\nStudents can pay", 0, 1, 3),
            cite("31 July.\nStudents can pay", 0, 1, 2),
            cite("31 July. Students can pay", 0, 1, 3),
            cite("", 0, 1, 2),
        ]
    ],
    DOCUMENTS,
)


no_citations = check("no-citations", "No citations at all", hint=1).expect_same(
    [([], DOCUMENTS), ([], [])]
)


@check("no-documents", "No documents, and a document without pages", hint=1)
def no_documents(t: Trial) -> None:
    t.expect_same(
        [cite("Semester fees", 0, 1, 2), cite("Students", 1, 2, 3)],
        [],
        note="With no documents at all, no document index is valid: every citation fails.",
    )
    t.expect_same(
        [cite("Semester fees", 0, 1, 2), cite("Late payment", 1, 2, 3)],
        [[], FEE_POLICY],
        note="Document 0 has no pages, so no page range fits inside it; document 1 is fine.",
    )


negative_document_index = check(
    "negative-document-index", "A negative document index", hint=1
).expect_same_each(
    [
        [
            cite("Visitors sign in", -1, 1, 2),
            cite("Semester fees", -2, 1, 2),
            cite("Visitors sign in", 1, 1, 2),
        ]
    ],
    DOCUMENTS,
    note=said(
        python="Document indexes run from 0 to len(documents) - 1. A negative index names no "
        "document, even though Python's documents[-1] would quietly give the last one.",
        javascript="Document indexes run from 0 to documents.length - 1. A negative index names no "
        "document, even though documents.at(-1) would quietly give the last one.",
    ),
)


document_index_past_end = check(
    "document-index-past-end", "A document index past the last document", hint=1
).expect_same_each(
    [
        [
            cite("Semester fees", 2, 1, 2),
            cite("Semester fees", 0, 1, 2),
            cite("Semester fees", 100, 1, 2),
        ]
    ],
    DOCUMENTS,
    note="There are two documents, 0 and 1; a citation of document 2 or 100 fails. Check the "
    "index before you look the document up.",
)


start_page_zero = check("start-page-zero", "A start page of 0 or below", hint=2).expect_same_each(
    [
        [
            cite("Semester fees are", 0, 0, 1),
            cite("Refunds", 0, 0, 4),
            cite("Late payment", 0, -1, 3),
            cite("Semester fees are", 0, 1, 2),
        ]
    ],
    DOCUMENTS,
    note=said(
        python="Pages are numbered from 1, so a start page of 0 or below is invalid. Careful: "
        "pages[start - 1:] with start 0 slices from the end of the list.",
        javascript="Pages are numbered from 1, so a start page of 0 or below is invalid. Careful: "
        "pages.slice(start - 1) with start 0 slices from the end of the Array.",
    ),
)


empty_page_range = check(
    "empty-page-range", "A page range that is empty or reversed", hint=2
).expect_same_each(
    [
        [
            cite("Late payment", 0, 2, 2),
            cite("Late payment", 0, 3, 2),
            cite("Late payment", 0, 2, 3),
        ]
    ],
    DOCUMENTS,
    note="The end page is exclusive, so start 2 and end 2 cover no page at all, and end 2 "
    "before start 3 covers none either. Only start 2, end 3 means page 2.",
)


end_page_exclusive = check(
    "end-page-exclusive", "The end page itself is not part of the range", hint=2
).expect_same_each(
    [[cite("Late payment", 0, 1, 2), cite("Late payment", 0, 2, 3), cite("Refunds", 0, 2, 3)]],
    DOCUMENTS,
    note="Start 1, end 2 covers page 1 only; start 2, end 3 covers page 2 only. The end page "
    "number is one past the last cited page.",
)


range_fits_document = check(
    "range-fits-document", "An end page one or two past the last page", hint=2
).expect_same_each(
    [
        [
            cite("Refunds", 0, 3, 4),
            cite("Refunds", 0, 3, 5),
            cite("Semester fees", 0, 1, 4),
            cite("Semester fees", 0, 1, 9),
            cite("Semester fees", 0, 5, 6),
        ]
    ],
    DOCUMENTS,
    note=said(
        python="The fee policy has 3 pages. Since the end is exclusive, end 4 is the largest "
        "valid end page (it stops right after page 3); end 5 or 9, or a start of 5, reaches past "
        "the document and fails, even though a Python slice would quietly stop at the last page.",
        javascript="The fee policy has 3 pages. Since the end is exclusive, end 4 is the largest "
        "valid end page (it stops right after page 3); end 5 or 9, or a start of 5, reaches past "
        "the document and fails, even though pages.slice() would quietly stop at the last page.",
    ),
)


text_outside_range = check(
    "text-outside-range", "Text that is in the document but not on the cited pages", hint=2
).expect_same_each(
    [
        [
            cite("Semester fees", 0, 2, 4),
            cite("Refunds", 0, 1, 3),
            cite("Visitors sign in", 0, 1, 4),
            cite("Late payment", 0, 2, 3),
        ]
    ],
    DOCUMENTS,
    note="Look for the text only on the cited pages of the cited document: text on page 1 does "
    "not support a citation of pages 2 and 3, nor does text in another document.",
)


page_join_newline = check(
    "page-join-newline", 'Pages are joined with exactly one "\\n"', hint=2
).expect_same_each(
    [
        [
            cite("beta\ngamma", 0, 1, 3),
            cite("betagamma", 0, 1, 3),
            cite("beta gamma", 0, 1, 3),
            cite("a\ng", 0, 1, 3),
            cite("beta\n\ngamma", 0, 1, 3),
        ]
    ],
    [["alpha beta", "gamma delta"]],
    note='The cited pages are joined with a single "\\n" between neighbours, so text may run '
    'across a page break only through that "\\n": not with nothing, not with a space, not '
    "with two line breaks.",
)


case_sensitive = check(
    "case-sensitive", "Text that differs from the page only in case", hint=2
).expect_same_each(
    [
        [
            cite("semester fees are", 0, 1, 2),
            cite("SEMESTER FEES", 0, 1, 2),
            cite("Semester fees", 0, 1, 2),
        ]
    ],
    DOCUMENTS,
    note="The cited text must occur verbatim: a different capital letter is a different text.",
)


exact_whitespace = check(
    "exact-whitespace", "Spaces and line breaks are compared as they are", hint=2
).expect_same_each(
    [
        [
            cite(" Semester fees", 0, 1, 2),
            cite("Rs 500. ", 0, 2, 3),
            cite("fees  are", 0, 1, 2),
            cite("  Item one:  \nItem", 2, 1, 3),
            cite("are due by", 0, 1, 2),
        ]
    ],
    [*DOCUMENTS, ["  Item one:  ", "Item two"]],
    note=said(
        python="Do not strip or squeeze spaces, in the cited text or in the pages: ' Semester "
        "fees' with its leading space is not on page 1, and the spaces around 'Item one:' "
        "really are.",
        javascript='Do not trim or squeeze spaces, in the cited text or in the pages: " Semester '
        'fees" with its leading space is not on page 1, and the spaces around "Item one:" '
        "really are.",
    ),
)


empty_cited_text = check(
    "empty-cited-text", "Empty cited text fails: it proves nothing", hint=2
).expect_same_each(
    [[cite("", 0, 1, 2), cite("", 0, 1, 4), cite("S", 0, 1, 2)]],
    DOCUMENTS,
    note=said(
        python='The empty string is "in" every text, so it supports nothing: a citation with empty '
        "cited text fails, whatever its pages.",
        javascript='Every text includes the empty string (text.includes("") is true), so it '
        "supports nothing: a citation with empty cited text fails, whatever its pages.",
    ),
)


@check(
    "returns-list-of-ints",
    said(
        python="Returns a list of ints in ascending order",
        javascript="Returns an Array of integers in ascending order",
    ),
    hint=3,
)
def returns_list_of_ints(t: Trial) -> None:
    citations = [
        cite("Visitors sign in", 5, 1, 2),
        cite("Semester fees are due", 0, 1, 2),
        cite("Late payment", 0, 1, 2),
        cite("Quiet hours", 1, 2, 3),
    ]
    args = (citations, DOCUMENTS)
    got = t.expect_returns(
        list[int],
        *args,
        advice=said(
            python="Every item must be the position (an int) of a failing citation in "
            "`citations`, not the citation itself.",
            javascript="Every item must be the position (an integer) of a failing citation in "
            "`citations`, not the citation itself.",
        ),
    )
    if got != sorted(got):
        t.fail(
            f"{t.show_call(*args)} returned {t.show(got)}; list the positions in ascending order."
        )


UNCHANGED_ADVICE = said(
    python="An audit only reads what it audits: work with your own variables (a new "
    "list, a local start page) instead of sorting or changing the citations or pages "
    "you were given.",
    javascript="An audit only reads what it audits: work with your own variables (a new "
    "Array, a local start page) instead of sorting or changing the citations or pages "
    "you were given.",
)


def _unchanged_cases() -> list[tuple[list[Citation], Documents]]:
    """The worked example's documents and some citations in several orders (as written, by
    start page, reversed), then a few drawn from a fixed seed over the generated pool: sorting,
    converting or rewriting the caller's citations, documents or pages changes one of them."""
    citations = [
        cite("Semester fees are due", 0, 1, 2),
        cite("Late payment", 0, 1, 3),
        cite("", 1, 0, 1),
        cite("Visitors sign in", -1, 1, 2),
        cite("Refunds", 0, 3, 4),
    ]
    by_start = sorted(citations, key=lambda c: (c["start_page_number"], c["cited_text"]))
    cases = [
        (citations, [list(FEE_POLICY), list(HOSTEL_RULES), []]),
        (by_start, [sorted(FEE_POLICY), list(HOSTEL_RULES)]),
        (by_start[::-1], [[], sorted(HOSTEL_RULES, reverse=True), FEE_POLICY[::-1]]),
    ]
    rng = random.Random(5)  # fixed, so every run tries the same inputs
    for _ in range(4):
        documents = [list(pages) for pages in rng.choice(_DOCUMENT_SETS)]
        ranges = _ranges(documents)
        drawn = [_quote(ranges, rng.randrange(1000)) for _ in range(rng.randint(1, 5))]
        drawn += [cite("x", rng.randint(-1, 3), rng.randint(0, 3), rng.randint(0, 4))]
        rng.shuffle(drawn)
        cases.append((drawn, documents))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves its arguments unchanged, on inputs in several orders", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    ([cite("Semester fees", 0, 1, 2), cite("Visitors", 1, 1, 2)], DOCUMENTS),
    ([cite("Semester fees", 0, 1, 2), cite("Visitors", 1, 1, 2)], [HOSTEL_RULES, FEE_POLICY]),
)


# Generated inputs. Documents come from a small pool of lower-case pages (a line break inside a
# page, an empty page, two identical pages), so each draw is cheap and a shrunk case stays
# readable. A good citation quotes a real slice of its cited pages joined with "\n"; a broken
# one is a good one changed so that it is sure to fail: no page has a capital letter or a "!".
_POOL = [
    ["net sales rose", "sales fell"],
    ["q3\nsummary"],
    ["see page 2", "", "4% rise"],
    ["fell", "fell"],
]
_DOCUMENT_SETS = [[a] for a in _POOL] + [[a, b] for a in _POOL for b in _POOL]
PROPERTY_EXAMPLES = 60

BREAKS: dict[str, str | Words] = {
    "negative-index": "its document index made negative",
    "index-past-end": "its document index moved past the last document",
    "start-zero": "its start page set to 0",
    "empty-range": "its end page set equal to its start page",
    "end-too-far": "its end page set two past the last page",
    "changed-text": said(
        python="its text changed (case swapped, or a '!' added)",
        javascript='its text changed (case swapped, or a "!" added)',
    ),
    "empty-text": "its text emptied",
}


def _ranges(documents: Documents) -> list[tuple[int, int, int, str]]:
    """Every (document, start, end) whose joined pages are not empty, with that text."""
    found = []
    for index, pages in enumerate(documents):
        for start in range(1, len(pages) + 1):
            for end in range(start + 1, len(pages) + 2):
                text = "\n".join(pages[start - 1 : end - 1])
                if text:
                    found.append((index, start, end, text))
    return found


def _quote(ranges: list[tuple[int, int, int, str]], code: int) -> Citation:
    """The citation that one number picks: a range, then a non-empty slice of its text."""
    index, start, end, text = ranges[code % len(ranges)]
    code //= len(ranges)
    first = code % len(text)
    stop = first + 1 + (code // len(text)) % (len(text) - first)
    return cite(text[first:stop], index, start, end)


@st.composite
def real_citations(draw: st.DrawFn) -> tuple[list[Citation], Documents]:
    """Documents, and one to three citations that each quote a real slice of their pages."""
    documents = [list(pages) for pages in draw(st.sampled_from(_DOCUMENT_SETS))]
    ranges = _ranges(documents)
    codes = draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=3))
    return [_quote(ranges, code) for code in codes], documents


def broken(citation: Citation, documents: Documents, *hows: str) -> Citation:
    """A copy of a good citation, changed in one or more ways so that it must fail."""
    changed = dict(citation)
    index = citation["document_index"]
    for how in hows:
        if how == "negative-index":
            changed["document_index"] = -1 - index
        elif how == "index-past-end":
            changed["document_index"] = len(documents) + index
        elif how == "start-zero":
            changed["start_page_number"] = 0
        elif how == "empty-range":
            changed["end_page_number"] = changed["start_page_number"]
        elif how == "end-too-far":
            changed["end_page_number"] = len(documents[index]) + 2
        elif how == "changed-text":
            text = changed["cited_text"]
            changed["cited_text"] = text.swapcase() if text.swapcase() != text else text + "!"
        else:
            changed["cited_text"] = ""
    return changed


@st.composite
def one_broken(draw: st.DrawFn) -> tuple[list[Citation], Documents, int, str]:
    """Good citations with exactly one of them broken."""
    citations, documents = draw(real_citations())
    position, how = draw(
        st.sampled_from([(i, how) for i in range(len(citations)) for how in sorted(BREAKS)])
    )
    citations[position] = broken(citations[position], documents, how)
    return citations, documents, position, how


# A bad citation is often wrong in more than one way at once; an audit still reports it once.
_DOUBLE_BREAKS = [
    ("empty-range", "changed-text"),
    ("start-zero", "empty-text"),
    ("end-too-far", "changed-text"),
]


@st.composite
def mixed(draw: st.DrawFn) -> tuple[list[Citation], Documents, list[int]]:
    """Good citations, repeated, some broken in one or two ways: the failing positions are
    known."""
    base, documents = draw(real_citations())
    hows = [(), *((how,) for how in sorted(BREAKS)), *_DOUBLE_BREAKS]
    picks = draw(
        st.lists(
            st.sampled_from([(i, how) for i in range(len(base)) for how in hows]),
            min_size=1,
            max_size=5,
        )
    )
    citations = [broken(base[i], documents, *how) if how else base[i] for i, how in picks]
    failing = [position for position, (_, how) in enumerate(picks) if how]
    return citations, documents, failing


def _positions(t: Trial, args: tuple[list[Citation], Documents]) -> list[int]:
    """The learner's result, which must be a list of int before any property means anything."""
    return t.expect_returns(list[int], *args, advice="Every item is a position in `citations`.")


@check(
    "property-real-quotes-pass",
    "Generated inputs: citations that quote their pages exactly all pass",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=real_citations())
def property_real_quotes_pass(t: Trial, case: tuple[list[Citation], Documents]) -> None:
    got = _positions(t, case)
    if got:
        t.fail(
            f"Expected [], since every cited_text is a slice of its cited pages joined with "
            f'"\\n"; it returned {t.show(got)}. Check the 1-based start page, the exclusive '
            'end page, and the single "\\n" between pages.'
        )


@check(
    "property-one-broken-fails",
    "Generated inputs: breaking one good citation makes exactly that one fail",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=one_broken())
def property_one_broken_fails(t: Trial, case: tuple[list[Citation], Documents, int, str]) -> None:
    citations, documents, position, how = case
    args = (citations, documents)
    got = _positions(t, args)
    want = [position]
    if got != want:
        t.fail(
            f"Citation {position} is a good quote with {t.render(BREAKS[how])}, so it fails; every "
            f"other citation quotes a real slice of its pages. Expected {t.show(want)}, got "
            f"{t.show(got)}."
        )


@check(
    "property-ascending-unique",
    "Generated inputs: failing positions in ascending order, each once",
    hint=3,
    examples=PROPERTY_EXAMPLES,
)
@given(case=mixed())
def property_ascending_unique(t: Trial, case: tuple[list[Citation], Documents, list[int]]) -> None:
    citations, documents, _ = case
    args = (citations, documents)
    got = _positions(t, args)
    if got != sorted(set(got)):
        t.fail(
            f"It returned {t.show(got)}: positions must be in ascending order, each "
            "once. "
            + t.render(
                said(
                    python="Walk the citations with enumerate and append a position at most once; "
                    "identical citations at two positions are two entries.",
                    javascript="Walk the citations by index (a for loop counting from 0, or "
                    "forEach with its "
                    "index) and push a position at most once; identical citations at two positions "
                    "are two entries.",
                )
            )
        )
    # Which positions are right is for the other checks to say: here only order and repeats.


LONG_REPORT_ADVICE = said(
    python="The input was one long document and a quarter as many citations as pages. "
    "Each citation cost time in proportion to the document: joining all its pages again, "
    "adding up the lengths of the pages before the range, or stepping through those pages "
    "(itertools.islice, a loop counting to the start page). A list reaches a page by its "
    "index: join only pages[start - 1 : end - 1].",
    javascript="The input was one long document and a quarter as many citations as pages. "
    "Each citation cost time in proportion to the document: joining all its pages again, "
    "adding up the lengths of the pages before the range, or stepping through those pages "
    "(an iterator stepped forward, a loop counting to the start page). An Array reaches a "
    "page by its index: join only pages.slice(start - 1, end - 1).",
)


def _long_report(
    size: int, rng: random.Random, per_page: float = 0.25, first: float = 0.0
) -> tuple[list[Citation], Documents]:
    """One long document of `size` pages and `per_page` citations for each page, each citing one
    or two pages from page `first * size` on: some good, some off their pages, some naming no
    document."""
    pages = [f"Line {p} total: {rng.randrange(1009)} units." for p in range(1, size + 1)]
    citations = []
    for _ in range(int(size * per_page)):
        p = rng.randrange(int(size * first) + 1, size + 1)
        kind = rng.randrange(4)
        if kind == 0:
            citations.append(cite(f"Line {p} total", 0, p, p + 1))
        elif kind == 1 and p < size:
            citations.append(cite(f"units.\nLine {p + 1} ", 0, p, p + 2))
        elif kind == 2:
            citations.append(cite(f"Line {p % size + 1} total", 0, p, p + 1))
        else:
            citations.append(cite("total", 1, p, p + 1))
    return citations, [pages]


DEEP_CITATIONS_ADVICE = said(
    python="The input had as many citations as pages, all in the second half of the "
    "document. Each citation stepped through the pages before its range "
    "(itertools.islice, a loop counting to the start page, a search from the first "
    "page): a list reaches a page by its index, so join only pages[start - 1 : end - 1].",
    javascript="The input had as many citations as pages, all in the second half of the "
    "document. Each citation stepped through the pages before its range "
    "(an iterator stepped forward, a loop counting to the start page, a search from the "
    "first page): an Array reaches a page by its index, so join only "
    "pages.slice(start - 1, end - 1).",
)


def _deep_citations(size: int, rng: random.Random) -> tuple[list[Citation], Documents]:
    """As many citations as pages, all in the second half of the document."""
    return _long_report(size, rng, per_page=1.0, first=0.5)


@check("scales-linearly", "Running time grows linearly with the input", points=2, hint=3)
def scales_linearly(t: Trial) -> None:
    # Two measurements, the input growing 32 times in each. A quarter as many citations as
    # pages catches work redone over the whole document for each citation, which costs so much
    # per page that a larger input would only run out of time. As many citations as pages, deep
    # into the document, catches the cheap walk over the pages before each range, which only
    # shows once every citation has thousands of pages to step over.
    t.expect_linear(_long_report, size=125, growth=32, advice=LONG_REPORT_ADVICE)
    t.expect_linear(_deep_citations, size=400, growth=32, advice=DEEP_CITATIONS_ADVICE)
