"""Loops over the two attempts it allows, keeping the feedback of the first failure."""
# trips: nothing

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)
REFUSAL = "I don't know from the provided documents."


def check_draft(draft: str, known: set[str]) -> list[str]:
    any_citation = False
    unknown: list[str] = []
    named: set[str] = set()
    for match in MARKER.finditer(draft):
        if match[2] is not None and set(match[2]) == {"0"}:
            continue  # page 0: not a citation
        any_citation = True
        source_id = match[1]
        if source_id not in known and source_id not in named:
            named.add(source_id)
            unknown.append(f"Unknown source: {source_id}")
    if not any_citation:
        return ["No citation: cite at least one retrieved source."]
    return unknown


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    feedback = None
    for attempt in (1, 2):
        draft = drafts[attempt - 1] if attempt <= len(drafts) else ""
        lines = check_draft(draft, known)
        if not lines:
            return {"shown": draft, "attempts": attempt, "feedback": feedback}
        if attempt == 1:
            feedback = "\n".join(lines)
    return {"shown": REFUSAL, "attempts": 2, "feedback": feedback}
