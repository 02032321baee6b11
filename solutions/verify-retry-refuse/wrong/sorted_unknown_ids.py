"""Collects the unknown ids in a set and sorts them, losing the order of first citation."""
# trips: unknown-ids-in-order

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def problems(draft: str, known: set[str]) -> list[str]:
    ids = {m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0}
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    return [f"Unknown source: {i}" for i in sorted(ids - known)]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    first = drafts[0] if drafts else ""
    found = problems(first, known)
    if not found:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(found)
    second = drafts[1] if len(drafts) > 1 else ""
    if not problems(second, known):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
