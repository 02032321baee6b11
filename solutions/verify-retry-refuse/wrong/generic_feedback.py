"""Sends the same vague feedback whatever went wrong, instead of naming each problem."""
# trips: example-2

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def passes(draft: str, known: set[str]) -> bool:
    ids = [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]
    return bool(ids) and all(i in known for i in ids)


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    first = drafts[0] if drafts else ""
    if passes(first, known):
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "Your answer cites sources that were not retrieved. Please try again."
    second = drafts[1] if len(drafts) > 1 else ""
    if passes(second, known):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
