"""Loops over the first two drafts without stopping at a pass, so a passing retry wins."""
# trips: first-draft-wins

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def problems(draft: str, known: set[str]) -> list[str]:
    ids = [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    return [f"Unknown source: {i}" for i in dict.fromkeys(ids) if i not in known]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    result: dict[str, str | int | None] = {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
    }
    feedback = None
    for attempt in (1, 2):
        draft = drafts[attempt - 1] if attempt <= len(drafts) else ""
        found = problems(draft, known)
        if not found:
            result = {"shown": draft, "attempts": attempt}
        elif attempt == 1:
            feedback = "\n".join(found)
    result["feedback"] = feedback
    return result
