"""Remembers the ids already named in a module-level set that is never cleared between calls."""
# trips: independent-calls

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)
named: set[str] = set()


def problems(draft: str, known: set[str]) -> list[str]:
    ids = [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    lines = []
    for i in ids:
        if i not in known and i not in named:
            named.add(i)
            lines.append(f"Unknown source: {i}")
    return lines


def unknown_anywhere(draft: str, known: set[str]) -> bool:
    ids = [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]
    return not ids or any(i not in known for i in ids)


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    first = drafts[0] if drafts else ""
    if not unknown_anywhere(first, known):
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(problems(first, known))
    second = drafts[1] if len(drafts) > 1 else ""
    if not unknown_anywhere(second, known):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
