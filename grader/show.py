"""Short, faithful renderings of values for feedback: long lists and strings are cut, not hidden."""

from __future__ import annotations

from typing import Any

ITEMS = 12
CHARS = 48


def show_value(value: Any, items: int = ITEMS, chars: int = CHARS) -> str:
    if isinstance(value, str):
        if len(value) > chars:
            # Head and tail: long ids often differ only at the end.
            head, tail = value[: chars * 2 // 3], value[-(chars // 3) :]
            return f"{head!r}…{tail!r} ({len(value)} chars)"
        return repr(value)
    if isinstance(value, (list, tuple)):
        shown = [show_value(item, items, chars) for item in value[:items]]
        if len(value) > items:
            shown.append(f"… {len(value) - items} more")
        body = ", ".join(shown)
        if isinstance(value, tuple):
            return f"({body},)" if len(value) == 1 else f"({body})"
        return f"[{body}]"
    return repr(value)


def show_call(function: str, args: tuple[Any, ...]) -> str:
    return f"{function}({', '.join(show_value(arg) for arg in args)})"


def first_difference(want: Any, got: Any) -> str | None:
    """Where two sequences of the same kind part ways, for lists too long to compare by eye."""
    if type(want) is not type(got) or not isinstance(want, (list, tuple)):
        return None
    if len(want) <= 3 and len(got) <= 3:
        return None
    for index, (expected, actual) in enumerate(zip(want, got)):
        if type(expected) is not type(actual) or expected != actual:
            return (
                f"First difference at position {index}: expected {show_value(expected)}, "
                f"got {show_value(actual)}."
            )
    if len(want) != len(got):
        agree = min(len(want), len(got))
        return f"The first {agree} items agree; expected {len(want)} items, got {len(got)}."
    return None
