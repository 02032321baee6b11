"""Keeps the retrieved ids in a small verifier object that reports each draft's problems."""
# trips: nothing

import re

REFUSAL = "I don't know from the provided documents."
NO_CITATION = "No citation: cite at least one retrieved source."


class Verifier:
    pattern = re.compile(
        r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
        r"(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
    )

    def __init__(self, retrieved_ids: list[str]) -> None:
        self.known = frozenset(retrieved_ids)

    def cited(self, draft: str) -> list[str]:
        return [
            m.group(1)
            for m in self.pattern.finditer(draft)
            if m.group(2) is None or m.group(2).lstrip("0")
        ]

    def problems(self, draft: str) -> list[str]:
        ids = self.cited(draft)
        if not ids:
            return [NO_CITATION]
        return ["Unknown source: " + i for i in dict.fromkeys(ids) if i not in self.known]


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    verifier = Verifier(retrieved_ids)
    first, second = [*drafts[:2], "", ""][:2]
    first_problems = verifier.problems(first)
    if not first_problems:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(first_problems)
    shown = second if not verifier.problems(second) else REFUSAL
    return {"shown": shown, "attempts": 2, "feedback": feedback}
