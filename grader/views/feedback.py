"""How a failing check is laid out for reading: the point first, long values folded away.

A failure is worded from its facts (`Facts.lines`: `Called: …`, `Expected: …`, `Got: …`, where
the values part ways) and the check's own words. When a value is long (a list of many long
ids), its line buries the one line that says what is wrong, so `arrange` puts the lines that
locate the difference and the check's own words first, shortens each long line to its start,
and hands the long lines back apart: the terminal prints them after `In full:`, the HTML
report folds them into a `<details>` (one click to open). Everything is taken from the
result's fields; no text is read back.
"""

from __future__ import annotations

from dataclasses import dataclass

from grader.report.results import NOT_JUDGED, CheckResult, Line

# A line longer than this is folded; shorter ones read at a glance.
LONG_LINE = 160
FULL = "In full:"
IN_FULL = " … (in full below)"


@dataclass(frozen=True)
class Shown:
    """A line to show. `value` says it shows a fact as it came back: learner land, which a
    view shows as it is, never as markup."""

    text: str
    value: bool


def arrange(check: CheckResult) -> tuple[list[Shown], list[str]]:
    """The lines to show, the point first, and the long lines to fold (empty when none)."""
    facts = check.facts.lines()
    words = [Shown(line, False) for line in check.explanation.splitlines()]
    long = [line for line in facts if len(line.text) > LONG_LINE and not line.point]
    # An efficiency check that judged nothing says why before the facts it found on the way.
    lead = words if check.explanation.startswith(NOT_JUDGED) else []
    words = [] if lead else words
    if not long:
        return lead + [Shown(line.text, True) for line in facts] + words, []
    point = [Shown(line.text, True) for line in facts if line.point]
    rest = [
        Shown(_short(line) if line in long else line.text, True) for line in facts if not line.point
    ]
    return lead + point + words + rest, [line.text for line in long]


def _short(line: Line) -> str:
    """A long line cut after an item or a word of its value, never inside one."""
    room = LONG_LINE - len(line.before) - len(line.after) - len(IN_FULL)
    head = line.value[: max(room, 20)]
    end = max(head.rfind(", "), head.rfind(" "))
    if end > len(head) // 2:
        head = head[: end + (1 if head[end] == "," else 0)]
    return f"{line.before}{head.rstrip()}{IN_FULL}{line.after}"
