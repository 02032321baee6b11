r"""Uses \w and \d under re.ASCII, with a page pattern that cannot match zero."""
# trips: nothing

import re

# Under re.ASCII, \w is [A-Za-z0-9_] and \d is [0-9]; "0*[1-9]\d*" needs a non-zero digit.
MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9]\d*[ \t]*)?\]",
    re.ASCII,
)


def verdict(draft: str, known: frozenset[str]) -> str | None:
    """None when the draft passes, otherwise its feedback text."""
    cited = dict.fromkeys(MARKER.findall(draft))
    if not cited:
        return "No citation: cite at least one retrieved source."
    unknown = [f"Unknown source: {source_id}" for source_id in cited if source_id not in known]
    return "\n".join(unknown) or None


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = frozenset(retrieved_ids)
    first, second = (drafts[i] if i < len(drafts) else "" for i in (0, 1))
    feedback = verdict(first, known)
    if feedback is None:
        return {"shown": first, "attempts": 1, "feedback": None}
    shown = (
        second if verdict(second, known) is None else "I don't know from the provided documents."
    )
    return {"shown": shown, "attempts": 2, "feedback": feedback}
