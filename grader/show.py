"""Short, faithful renderings of values for feedback: long lists and strings are cut, not hidden."""

from __future__ import annotations

import itertools
import re
from typing import Any

from grader.sandbox.child.wire import Opaque

ITEMS = 12
CHARS = 48
DEPTH = 4  # deeper containers are shown as their type and size
# Whatever a learner returns, one rendering stays this short: feedback is read, not scrolled,
# and a report (and the gradebook row that keeps it) must not grow with the answer's size.
SHOWN_CHARS = 1200
# `<generator object solve at 0x7f…>`: the address differs on every run, the answer does not,
# so it is left out, and equal answers are shown alike.
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def show_value(value: Any, items: int = ITEMS, chars: int = CHARS) -> str:
    """A faithful, bounded rendering: at most `items` items of every container, strings cut
    in the middle past `chars`, nesting past `DEPTH` summarised, and never more than
    `SHOWN_CHARS` characters in all. Its cost does not grow with the value's size."""
    text = _shown(value, items, chars, 0)
    if len(text) > SHOWN_CHARS:
        return text[: SHOWN_CHARS - 1] + "…"
    return text


def _shown(value: Any, items: int, chars: int, depth: int) -> str:
    if isinstance(value, str):
        if len(value) > chars:
            # Head and tail: long ids often differ only at the end.
            head, tail = value[: chars * 2 // 3], value[-(chars // 3) :]
            return f"{head!r}…{tail!r} ({len(value)} chars)"
        return repr(value)
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        if depth >= DEPTH:
            return f"<a {type(value).__name__} of {len(value)} items>"
        if isinstance(value, dict):
            pairs = itertools.islice(value.items(), items)
            shown = [
                f"{_shown(k, items, chars, depth + 1)}: {_shown(v, items, chars, depth + 1)}"
                for k, v in pairs
            ]
        elif isinstance(value, (set, frozenset)) and len(value) <= items:
            # A set's order differs between processes; a small one is shown in one order.
            shown = sorted(_shown(item, items, chars, depth + 1) for item in value)
        else:
            shown = [
                _shown(item, items, chars, depth + 1) for item in itertools.islice(value, items)
            ]
        if len(value) > items:
            shown.append(f"… {len(value) - items} more")
        body = ", ".join(shown)
        if isinstance(value, tuple):
            return f"({body},)" if len(value) == 1 else f"({body})"
        if isinstance(value, list):
            return f"[{body}]"
        if isinstance(value, dict):
            return f"{{{body}}}"
        if not value:
            return f"{type(value).__name__}()"
        return f"{{{body}}}" if type(value) is set else f"frozenset({{{body}}})"
    text = repr(value)  # numbers, None, the grader's own Opaque (already short)
    if isinstance(value, Opaque):
        text = ADDRESS.sub("", text)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"


def show_call(function: str, args: tuple[Any, ...], chars: int = CHARS) -> str:
    return f"{function}({', '.join(show_value(arg, chars=chars) for arg in args)})"


def first_difference(want: Any, got: Any) -> str | None:
    """Where two sequences of the same kind part ways, for lists too long to compare by eye;
    when either is too long to be shown whole, a short window of each around that place."""
    if type(want) is not type(got) or not isinstance(want, (list, tuple)):
        return None
    if len(want) <= 3 and len(got) <= 3:
        return None
    index = next(
        (i for i, (e, a) in enumerate(zip(want, got)) if type(e) is not type(a) or e != a), None
    )
    if index is not None:
        line = (
            f"First difference at position {index}: expected {show_value(want[index])}, "
            f"got {show_value(got[index])}."
        )
    elif len(want) != len(got):
        index = min(len(want), len(got))
        line = f"The first {index} items agree; expected {len(want)} items, got {len(got)}."
    else:
        return None
    if len(want) <= ITEMS and len(got) <= ITEMS:  # both are shown whole
        return line
    start = max(0, index - 1)
    return (
        f"{line}\nFrom position {start}, expected: {show_value(want[start : index + 2], chars=30)}"
        f"\nFrom position {start}, got:      {show_value(got[start : index + 2], chars=30)}"
    )
