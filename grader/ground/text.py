"""Text from learner land made safe to keep and to show.

Learner code and learner files can hand the grader any Python string: an exception message
holding a lone surrogate, printed escape sequences, a file name whose bytes are not UTF-8
(Python keeps those bytes as lone surrogates). Such text stops whatever writes it as UTF-8
(JSON on stdout, SQLite, results.json), and control characters sent to a terminal can redraw
it. Every string from learner land passes through one of these on its way in.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable

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


# A file system takes names of up to 255 bytes; a readable start of this many, the digest and
# the suffix stay well within that, and within the path lengths of every system.
FILE_NAME_START_BYTES = 96
DIGEST_CHARS = 16  # of SHA-256, in hex: 64 bits, beyond chance for any class
# A learner id kept as its file name as it is: lower case (file systems that ignore case see
# no two alike), short, no leading dot, no digest-like ending (which only changed names have).
PLAIN_NAME = re.compile(r"[a-z0-9_][a-z0-9_.-]{0,63}")
DIGEST_ENDING = re.compile(f"-[0-9a-f]{{{DIGEST_CHARS}}}$")
NOT_IN_A_FILE_NAME = re.compile(r"[^\w.-]|^[.-]+")


def file_name(name: str, suffix: str) -> str:
    """The one file name for a learner's `name` (any text, from a file or folder a learner
    named) ending in `suffix` (the kit's own, such as ".md"): the name itself when it is plain,
    otherwise its readable start (letters, digits, '_', '.' and '-'; spelled out bytes and
    controls), cut at a safe length, then a digest of the whole name. So it is never empty,
    '.' or '..', holds no separator or control character, and fits any file system; two
    names share one only if 64 bits of their digests do, whatever they share at their start
    or however case is folded."""
    if PLAIN_NAME.fullmatch(name) and not DIGEST_ENDING.search(name):
        return name + suffix
    readable = NOT_IN_A_FILE_NAME.sub("_", name_text(name))
    start = readable.encode()[:FILE_NAME_START_BYTES].decode(errors="ignore")
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_CHARS]
    return f"{start or 'learner'}-{digest}{suffix}"


# How many notes of one kind a report holds; the rest are counted in one more.
NOTES_OF_A_KIND = 5


def first_notes(notes: list[str], more: Callable[[int], str]) -> list[str]:
    """The first few of `notes`, then `more(count)` for the rest, so that a submission built
    to make thousands of notes still makes a short report."""
    if len(notes) <= NOTES_OF_A_KIND:
        return notes
    return [*notes[:NOTES_OF_A_KIND], more(len(notes) - NOTES_OF_A_KIND)]
