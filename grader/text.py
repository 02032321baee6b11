"""Text from learner land made safe to keep and to show.

Learner code and learner files can hand the grader any Python string: an exception message
holding a lone surrogate, printed escape sequences, a file name whose bytes are not UTF-8
(Python keeps those bytes as lone surrogates). Such text stops whatever writes it as UTF-8
(JSON on stdout, SQLite, results.json), and control characters sent to a terminal can redraw
it. Every string from learner land passes through one of these on its way in.
"""

from __future__ import annotations

import re

REPLACEMENT = "\N{REPLACEMENT CHARACTER}"
SURROGATES = "\ud800-\udfff"
# C0 and C1 controls, DEL, and the bidirectional controls that reorder a line on screen.
CONTROLS = "\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
NOT_VALID = re.compile(f"[{SURROGATES}]")
NOT_PRINTABLE = re.compile(f"(?![\t\n])[{SURROGATES}{CONTROLS}]")
NOT_IN_A_NAME = re.compile(f"[{SURROGATES}{CONTROLS}]")
# Python keeps each byte of a file name that is not UTF-8 as one of these surrogates.
ESCAPED_BYTES = range(0xDC80, 0xDD00)


def valid(text: str) -> str:
    """Text that any UTF-8 writer takes: each lone surrogate becomes U+FFFD."""
    return NOT_VALID.sub(REPLACEMENT, text)


def printable(text: str) -> str:
    """Valid text that is safe to show in a terminal: control characters (escape sequences,
    carriage returns) become U+FFFD too; newlines and tabs stay."""
    return NOT_PRINTABLE.sub(REPLACEMENT, text)


def name_text(name: str) -> str:
    """A file name or path, or a learner id made from one, as printable text. Undecodable
    bytes and control characters are spelled out (`\\xe9`, `\\x1b`) rather than replaced, so
    that two different names stay different."""
    return NOT_IN_A_NAME.sub(_spelled, name)


def _spelled(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code in ESCAPED_BYTES:
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
