"""Reference solution for the lesson "Verify, retry once, then refuse"."""

import re

REFUSAL = "I don't know from the provided documents."
NO_CITATION = "No citation: cite at least one retrieved source."

# 1. Two patterns, tried in this order at each place. CITATION is the marker of
#    "Extract citations" (ASCII id characters, only spaces and tabs between the parts,
#    lower-case `source` and `page`), its page at least 1: `0*[1-9]` fails on zeros alone.
#    LOOKALIKE is anything else that looks like one: `[` or `(`, then no ASCII letter, digit,
#    bracket or line break, then the letters `source` in any case; or, not right after an
#    ASCII letter or digit, `source` or `sources` in any case and a `:` (the lookahead), as
#    in `Source: x`. Either runs on up to the first `]` or `)`, stopping before another
#    bracket or a line break, so that the text named is one line.
CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
LOOKALIKE = (
    r"(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)
MARK = re.compile(f"{CITATION}|{LOOKALIKE}")


def problems(draft: str, known: set[str]) -> list[str]:
    """The feedback lines for one draft: empty when the draft passes."""
    cited = False
    found: dict[str, None] = {}  # a dict keeps the lines in the order first met, each once
    # 2. One pass over the draft, left to right. A malformed mark is a problem, never noise:
    #    skipping it would show a draft whose reader sees a source nobody verified.
    for mark in MARK.finditer(draft):
        source_id = mark[1]
        if source_id is None:
            found[f"Malformed citation: {mark[0]}"] = None
            continue
        cited = True
        # 3. Exact comparison against a set: one lookup per citation, case and all.
        if source_id not in known:
            found[f"Unknown source: {source_id}"] = None
    # 4. A draft that cites nothing fails, with the no-citation line first.
    return list(found) if cited else [NO_CITATION, *found]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    """Show the first draft that verifies, within two attempts; otherwise refuse."""
    known = set(retrieved_ids)
    # 5. A missing draft is judged like an empty one: it cites nothing.
    first = drafts[0] if drafts else ""
    first_problems = problems(first, known)
    if not first_problems:
        return {"shown": first, "attempts": 1, "feedback": None}
    # 6. The feedback sent with the retry describes the first draft, one line per problem.
    feedback = "\n".join(first_problems)
    second = drafts[1] if len(drafts) > 1 else ""
    if not problems(second, known):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    # 7. Two failures: refuse. drafts[2:] is never looked at.
    return {"shown": REFUSAL, "attempts": 2, "feedback": feedback}
