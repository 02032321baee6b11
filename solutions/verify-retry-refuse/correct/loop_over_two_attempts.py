"""Loops over the two attempts it allows, keeping the feedback of the first failure."""
# trips: nothing

import re

MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*(?P<id>[A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*(?P<page>[0-9]+)[ \t]*)?\]"
    r"|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)
REFUSAL = "I don't know from the provided documents."


def check_draft(draft: str, known: set[str]) -> list[str]:
    any_citation = False
    lines: list[str] = []
    named: set[str] = set()
    for match in MARK.finditer(draft):
        page = match["page"]
        if match["id"] is not None and (page is None or set(page) != {"0"}):
            any_citation = True
            if match["id"] in known:
                continue
            line = f"Unknown source: {match['id']}"
        else:
            # a look-alike, or a marker whose page is 0: the same text either way
            line = f"Malformed citation: {match[0]}"
        if line not in named:
            named.add(line)
            lines.append(line)
    if not any_citation:
        return ["No citation: cite at least one retrieved source.", *lines]
    return lines


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
