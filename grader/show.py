"""Short, faithful renderings of values for feedback: long lists and strings are cut, not hidden."""

from __future__ import annotations

from typing import Any

ITEMS = 12
CHARS = 60


def show_value(value: Any, items: int = ITEMS, chars: int = CHARS) -> str:
    if isinstance(value, str):
        if len(value) > chars:
            return repr(value[:chars]) + f"…(+{len(value) - chars} chars)"
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
