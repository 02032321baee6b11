"""What came back from a failing check, as a short string that equal wrong answers share.

Generic on purpose: it reads the shapes of message the kit writes (`Got:` lines, exceptions,
calls that did not return), never anything one lesson says."""

from __future__ import annotations

import re

from grader.results import CheckResult, Status

GOT_LINE = re.compile(r"^Got:\s*(.+)$", re.MULTILINE)
RAISED = re.compile(r"\braised \w+")
NOT_RETURNED = re.compile(r"\bdid not return: (.+)$", re.MULTILINE)
RETURNED = re.compile(r"\breturned ")
# Where a shown value starts, past words such as "returned the pair …".
VALUE_START = re.compile(r"""[\[({<'"\d-]|\b(?:True|False|None)\b""")
CLOSING = {"[": "]", "(": ")", "{": "}", "<": ">"}
# `<generator object solve at 0x7f…>`: the address differs in every run, the answer does not.
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
SETUP_LINES = ("Called:", "Smallest failing input")
LIMIT = 80


def came_back(check: CheckResult) -> str | None:
    """None for a check that passed."""
    if check.status is Status.PASS:
        return None
    lines = [line.strip() for line in check.message.splitlines() if line.strip()]
    if not lines:
        return _short(check.status.value)
    got = GOT_LINE.search(check.message)
    if got:
        return _short(got.group(1))
    if RAISED.search(lines[0]):
        return _short(lines[-1])  # the exception itself, without the call that raised it
    stopped = NOT_RETURNED.search(check.message)
    if stopped:
        return _short(f"no answer: {stopped.group(1)}")
    telling = [line for line in lines if not line.startswith(SETUP_LINES)]
    first = (telling or lines)[0]
    returned = RETURNED.search(first)
    value = VALUE_START.search(first, returned.end()) if returned else None
    return _short(_value_at(first, value.start()) if value else first)


def _value_at(text: str, start: int) -> str:
    """The shown value that starts at `start`: up to its matching bracket, or the next word."""
    depth, quote = 0, ""
    for index in range(start, len(text)):
        char = text[index]
        if quote:
            if char == quote and text[index - 1] != "\\":
                quote = ""
                if depth == 0:  # a string shown on its own ends with its closing quote
                    return text[start : index + 1]
        elif char in "'\"":
            quote = char
        elif char in CLOSING:
            depth += 1
        elif char in CLOSING.values():
            depth -= 1
            if depth == 0:
                return text[start : index + 1]
        elif depth == 0 and char in " ,;:":
            return text[start:index]
    return text[start:]


def _short(text: str) -> str:
    text = " ".join(ADDRESS.sub("", text).split())
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
