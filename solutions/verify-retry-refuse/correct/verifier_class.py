"""Keeps the retrieved ids in a small verifier object that reports each draft's problems."""
# trips: nothing

import re

REFUSAL = "I don't know from the provided documents."
NO_CITATION = "No citation: cite at least one retrieved source."


class Verifier:
    citation = (
        r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
        r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
    )
    lookalike = (
        r"(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
        r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
    )
    pattern = re.compile(f"{citation}|{lookalike}")

    def __init__(self, retrieved_ids: list[str]) -> None:
        self.known = frozenset(retrieved_ids)

    def problems(self, draft: str) -> list[str]:
        found = [(m.group(1), m.group(0)) for m in self.pattern.finditer(draft)]
        lines = [
            "Malformed citation: " + text if i is None else "Unknown source: " + i
            for i, text in found
            if i is None or i not in self.known
        ]
        if all(i is None for i, _ in found):
            return [NO_CITATION, *dict.fromkeys(lines)]
        return list(dict.fromkeys(lines))


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    verifier = Verifier(retrieved_ids)
    first, second = [*drafts[:2], "", ""][:2]
    first_problems = verifier.problems(first)
    if not first_problems:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(first_problems)
    shown = second if not verifier.problems(second) else REFUSAL
    return {"shown": shown, "attempts": 2, "feedback": feedback}
