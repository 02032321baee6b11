"""Short, faithful renderings of calls and differences for feedback, in the syntax of the
submission's language (`Language.show` renders one value): long lists and strings are cut,
not hidden.
"""

from __future__ import annotations

from typing import Any

from grader.languages import Language
from grader.languages.base import CHARS, ITEMS, SHOWN_CHARS

__all__ = ["CHARS", "ITEMS", "SHOWN_CHARS", "first_difference", "show_call"]


def show_call(function: str, args: tuple[Any, ...], language: Language, chars: int = CHARS) -> str:
    return f"{function}({', '.join(language.show(arg, chars=chars) for arg in args)})"


def first_difference(want: Any, got: Any, language: Language) -> str | None:
    """Where two sequences of the same kind part ways, for lists too long to compare by eye;
    when either is too long to be shown whole, a short window of each around that place. For
    two dicts, the first key whose value differs, which a cut-off rendering may hide."""
    if isinstance(want, dict) and isinstance(got, dict):
        return _first_key_difference(want, got, language)
    if type(want) is not type(got) or not isinstance(want, (list, tuple)):
        return None
    if len(want) <= 3 and len(got) <= 3:
        return None
    index = next(
        (i for i, (e, a) in enumerate(zip(want, got)) if type(e) is not type(a) or e != a), None
    )
    if index is not None:
        line = (
            f"First difference at position {index}: expected {language.show(want[index])}, "
            f"got {language.show(got[index])}."
        )
    elif len(want) != len(got):
        index = min(len(want), len(got))
        line = f"The first {index} items agree; expected {len(want)} items, got {len(got)}."
    else:
        return None
    if len(want) <= ITEMS and len(got) <= ITEMS:  # both are shown whole
        return line
    start = max(0, index - 1)
    expected = language.show(want[start : index + 2], chars=30)
    returned = language.show(got[start : index + 2], chars=30)
    return (
        f"{line}\nFrom position {start}, expected: {expected}"
        f"\nFrom position {start}, got:      {returned}"
    )


def _first_key_difference(
    want: dict[Any, Any], got: dict[Any, Any], language: Language
) -> str | None:
    """The first key, in the expected dict's order and then the returned one's, that is
    missing, unexpected, or whose value differs."""
    for key, expected in want.items():
        if key not in got:
            return f"First difference at key {language.show(key)}: it is missing."
        value = got[key]
        if type(value) is not type(expected) or value != expected:
            return (
                f"First difference at key {language.show(key)}: expected "
                f"{language.show(expected, chars=60)}, got {language.show(value, chars=60)}."
            )
    extra = next((key for key in got if key not in want), None)
    if extra is None:
        return None
    return f"First difference at key {language.show(extra)}: it was not expected."
