"""Finds ids with a loose `source:` pattern that ignores the brackets and the marker's case."""
# trips: malformed-markers

import re

LOOSE = re.compile(r"source:\s*([A-Za-z0-9_.\-]+)", re.IGNORECASE)


def problems(draft: str, known: set[str]) -> list[str]:
    ids = LOOSE.findall(draft)
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
