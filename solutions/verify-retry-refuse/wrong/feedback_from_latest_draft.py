"""Overwrites the feedback with each failing draft's problems, so a refusal reports the second."""
# trips: feedback-from-first-draft

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)
REFUSAL = "I don't know from the provided documents."


def problems(draft: str, known: set[str]) -> list[str]:
    ids = [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    return [f"Unknown source: {i}" for i in dict.fromkeys(ids) if i not in known]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    feedback = None
    for attempt in (1, 2):
        draft = drafts[attempt - 1] if len(drafts) >= attempt else ""
        found = problems(draft, known)
        if not found:
            return {"shown": draft, "attempts": attempt, "feedback": feedback}
        feedback = "\n".join(found)
    return {"shown": REFUSAL, "attempts": 2, "feedback": feedback}
