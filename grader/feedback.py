"""How a check's message is laid out for reading: the point first, long values folded away.

A message holds lines such as `Called: …`, `Expected: …`, `Got: …` and the check's own words.
When a value is long (a list of many long ids), its line buries the one line that says what
is wrong, so `arrange` puts the lines that locate the difference first, shortens each long
line to its label and size, and hands the long lines back apart: the terminal prints them
after `In full:`, the HTML report folds them into a `<details>` (one click to open).
"""

from __future__ import annotations

import re

from grader.show import ITEMS

# A line longer than this is folded; shorter ones read at a glance.
LONG_LINE = 160
FULL = "In full:"
# The lines that say where the values part ways (see `show.first_difference`).
POINT = ("First difference at position", "The first ", "From position ")
_LABELLED = re.compile(r"(?P<label>[A-Z][\w ]{1,30}:\s*)(?P<value>.*)")
_MORE = re.compile(r"… (\d+) more(?P<close>[\])}])$")
_KINDS = {"]": "a list", ")": "a tuple", "}": "a dict or set"}


def arrange(message: str) -> tuple[list[str], list[str]]:
    """The lines to show, the point first, and the long lines to fold (empty when none)."""
    lines = message.splitlines()
    point = [line for line in lines if line.startswith(POINT)]
    long = [line for line in lines if len(line) > LONG_LINE and line not in point]
    if not long:
        return lines, []
    rest = [_short(line) if line in long else line for line in lines if line not in point]
    return point + rest, long


def _short(line: str) -> str:
    """A long line as its label and what its value is."""
    match = _LABELLED.match(line)
    value = match["value"] if match else ""
    call = re.match(r"[\w.]+\(", value)
    if match and value[:1] in "[({":
        more = _MORE.search(value)
        size = f"{_KINDS[more['close']]} of {ITEMS + int(more[1])} items" if more else ""
        return f"{match['label']}{size or f'{len(value)} characters'} (in full below)"
    if match and call:
        return f"{match['label']}{call[0]}…) (in full below)"
    return f"{line[: LONG_LINE - 40].rstrip()}… (in full below)"
