"""Tries every draft in turn until one passes, so a third or later draft can be shown."""
# trips: third-draft-never-used

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def cited_ids(draft: str) -> list[str]:
    return [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]


def problems(draft: str, known: set[str]) -> list[str]:
    ids = cited_ids(draft)
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    return [f"Unknown source: {i}" for i in dict.fromkeys(ids) if i not in known]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    feedback = None
    for number, draft in enumerate(drafts, start=1):
        found = problems(draft, known)
        if not found:
            return {"shown": draft, "attempts": max(number, 1), "feedback": feedback}
        if feedback is None:
            feedback = "\n".join(found)
    if feedback is None:
        feedback = "No citation: cite at least one retrieved source."
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
