"""Reference solution for the lesson "Verify, retry once, then refuse"."""

import re

REFUSAL = "I don't know from the provided documents."
NO_CITATION = "No citation: cite at least one retrieved source."

# 1. The marker of "Extract citations", as one pattern: ASCII id characters, the digits 0 to 9
#    for the page, only spaces and tabs between the parts, lower-case `source` and `page`.
MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def problems(draft: str, known: set[str]) -> list[str]:
    """The feedback lines for one draft: empty when the draft passes."""
    cited = False
    unknown: dict[str, None] = {}  # a dict keeps the order of first citation, each id once
    # 2. One pass over the draft. A marker whose page is 0 (or 00...) is no citation at all.
    for match in MARKER.finditer(draft):
        source_id, digits = match.groups()
        if digits is not None and not digits.lstrip("0"):
            continue
        cited = True
        # 3. Exact comparison against a set: one lookup per citation, case and all.
        if source_id not in known:
            unknown[source_id] = None
    # 4. A draft that cites nothing fails with its own single line.
    if not cited:
        return [NO_CITATION]
    return [f"Unknown source: {source_id}" for source_id in unknown]


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
