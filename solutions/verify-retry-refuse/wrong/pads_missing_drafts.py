"""Pads the caller's list of drafts with empty ones up to two, so that a missing retry needs no
special case, and leaves the padding in the caller's list."""
# trips: arguments-unchanged

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)
REFUSAL = "I don't know from the provided documents."


def problems(draft: str, known: set[str]) -> list[str]:
    cited = False
    unknown: dict[str, None] = {}
    for match in MARKER.finditer(draft):
        if match[2] is not None and not match[2].strip("0"):
            continue
        cited = True
        if match[1] not in known:
            unknown[match[1]] = None
    if not cited:
        return ["No citation: cite at least one retrieved source."]
    return [f"Unknown source: {source_id}" for source_id in unknown]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    while len(drafts) < 2:
        drafts.append("")
    known = set(retrieved_ids)
    first = problems(drafts[0], known)
    if not first:
        return {"shown": drafts[0], "attempts": 1, "feedback": None}
    feedback = "\n".join(first)
    if not problems(drafts[1], known):
        return {"shown": drafts[1], "attempts": 2, "feedback": feedback}
    return {"shown": REFUSAL, "attempts": 2, "feedback": feedback}
