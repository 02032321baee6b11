r"""Uses \w and \d under re.ASCII, a page pattern that cannot match zero, and a scoped
ignore-case group for what only looks like a citation."""
# trips: nothing

import re

# Under re.ASCII, \w is [A-Za-z0-9_], \d is [0-9], and (?i:...) folds ASCII letters only, in
# that group only; "0*[1-9]\d*" needs a non-zero digit.
MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9]\d*[ \t]*)?\]"
    r"|(?i:(?:[\[(][^a-z\d\[\]()\n]*|(?<![a-z\d])(?=sources?[ \t]*:))source[^\[\]()\n]*[\])]?)",
    re.ASCII,
)


def verdict(draft: str, known: frozenset[str]) -> str | None:
    """None when the draft passes, otherwise its feedback text."""
    marks = [(m[1], m[0]) for m in MARK.finditer(draft)]
    lines = dict.fromkeys(
        f"Malformed citation: {text}" if source_id is None else f"Unknown source: {source_id}"
        for source_id, text in marks
        if source_id is None or source_id not in known
    )
    cited = any(source_id is not None for source_id, _ in marks)
    head = [] if cited else ["No citation: cite at least one retrieved source."]
    return "\n".join([*head, *lines]) or None


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
