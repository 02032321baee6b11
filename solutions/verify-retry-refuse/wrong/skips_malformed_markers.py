"""Skips whatever the marker grammar does not accept, so a mistyped marker is never reported."""
# trips: malformed-marker-blocks

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)


def problems(draft: str, known: set[str]) -> list[str]:
    # Only well-formed markers are read: "[Source: late_fees_2019]" is passed over as prose.
    ids = [m[1] for m in MARKER.finditer(draft)]
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    return [f"Unknown source: {i}" for i in dict.fromkeys(ids) if i not in known]


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
