"""Short, faithful renderings of values for feedback: long lists and strings are cut, not hidden.

Values are shown in the syntax of the submission's language (`languages.shown_in`): Python's
repr, or JavaScript's literals for a JavaScript learner (`["a"]`, `null`, `true`, `new Set([…])`),
each as that learner's code would write the value it received or returned.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from typing import Any

from grader.sandbox.child.wire import SAFE_INT, Opaque, arrival_order
from grader.sandbox.languages import in_javascript

ITEMS = 12
CHARS = 48
DEPTH = 4  # deeper containers are shown as their type and size
# Whatever a learner returns, one rendering stays this short: feedback is read, not scrolled,
# and a report (and the gradebook row that keeps it) must not grow with the answer's size.
SHOWN_CHARS = 1200
# `<generator object solve at 0x7f…>`: the address differs on every run, the answer does not,
# so it is left out, and equal answers are shown alike.
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
# What a JavaScript string literal escapes beyond JSON's own: lone surrogates and characters
# that do not print.
SURROGATE = re.compile("[\ud800-\udfff]")


def show_value(value: Any, items: int = ITEMS, chars: int = CHARS) -> str:
    """A faithful, bounded rendering: at most `items` items of every container, strings cut
    in the middle past `chars`, nesting past `DEPTH` summarised, and never more than
    `SHOWN_CHARS` characters in all. Its cost does not grow with the value's size."""
    shown = _shown_javascript if in_javascript() else _shown
    text = shown(value, items, chars, 0)
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


def _shown_javascript(value: Any, items: int, chars: int, depth: int) -> str:
    """`_shown` in JavaScript's syntax: tuples are Arrays, dicts objects (or Maps, with keys
    that are no strings), None null, large ints BigInts."""
    if isinstance(value, str):
        if len(value) > chars:
            head, tail = value[: chars * 2 // 3], value[-(chars // 3) :]
            return f"{javascript_string(head)}…{javascript_string(tail)} ({len(value)} chars)"
        return javascript_string(value)
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return "-0" if value == 0 and math.copysign(1, value) < 0 else repr(value)
    if isinstance(value, int):
        return str(value) if -SAFE_INT <= value <= SAFE_INT else f"{value}n"
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        kind = "Set" if isinstance(value, (set, frozenset)) else "Array"
        if isinstance(value, dict):
            kind = "object" if all(type(key) is str for key in value) else "Map"
        if depth >= DEPTH:
            return f"<{'an' if kind[0] in 'AEIOUaeiou' else 'a'} {kind} of {len(value)} items>"

        def inner(item: Any) -> str:
            return _shown_javascript(item, items, chars, depth + 1)

        if isinstance(value, dict):
            pairs = list(itertools.islice(value.items(), items))
            if kind == "Map":
                shown = [f"[{inner(k)}, {inner(v)}]" for k, v in pairs]
            else:
                shown = [f"{javascript_string(k)}: {inner(v)}" for k, v in pairs]
        elif isinstance(value, (set, frozenset)) and (order := arrival_order(value)):
            shown = [inner(item) for item in order[:items]]  # as the Set was filled
        elif isinstance(value, (set, frozenset)) and len(value) <= items:
            shown = sorted(inner(item) for item in value)  # one order, as in `_shown`
        else:
            shown = [inner(item) for item in itertools.islice(value, items)]
        if len(value) > items:
            shown.append(f"… {len(value) - items} more")
        body = ", ".join(shown)
        if kind == "object":
            return f"{{{body}}}"
        if kind == "Array":
            return f"[{body}]"
        return f"new {kind}([{body}])" if value else f"new {kind}()"
    text = repr(value)  # the JavaScript child's own rendering of what has no Python twin
    if isinstance(value, Opaque):
        text = ADDRESS.sub("", text)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"


def javascript_string(text: str) -> str:
    """A string as a JavaScript literal: double quotes, JSON's escapes, and escapes for lone
    surrogates and characters that do not print."""
    quoted = json.dumps(text, ensure_ascii=False)
    quoted = SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", quoted)
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in quoted)


def show_call(function: str, args: tuple[Any, ...], chars: int = CHARS) -> str:
    return f"{function}({', '.join(show_value(arg, chars=chars) for arg in args)})"


def first_difference(want: Any, got: Any) -> str | None:
    """Where two sequences of the same kind part ways, for lists too long to compare by eye;
    when either is too long to be shown whole, a short window of each around that place. For
    two dicts, the first key whose value differs, which a cut-off rendering may hide."""
    if isinstance(want, dict) and isinstance(got, dict):
        return _first_key_difference(want, got)
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


def _first_key_difference(want: dict[Any, Any], got: dict[Any, Any]) -> str | None:
    """The first key, in the expected dict's order and then the returned one's, that is
    missing, unexpected, or whose value differs."""
    for key, expected in want.items():
        if key not in got:
            return f"First difference at key {show_value(key)}: it is missing."
        value = got[key]
        if type(value) is not type(expected) or value != expected:
            return (
                f"First difference at key {show_value(key)}: expected "
                f"{show_value(expected, chars=60)}, got {show_value(value, chars=60)}."
            )
    extra = next((key for key in got if key not in want), None)
    if extra is None:
        return None
    return f"First difference at key {show_value(extra)}: it was not expected."
