"""The languages a submission can be written in, each run by its own child program; which
one is in force while a submission's feedback is worded; and a JavaScript answer read in the
Python types its lesson declares."""

from __future__ import annotations

import contextlib
import types
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

PYTHON, JAVASCRIPT = "python", "javascript"
SUFFIXES = {".py": PYTHON, ".js": JAVASCRIPT}

# Feedback shows values, calls and type names in the syntax of the submission's language; the
# checks word their messages once, and the renderings they call read this.
_shown_in: ContextVar[str] = ContextVar("citekit_shown_in", default=PYTHON)


@contextlib.contextmanager
def shown_in(language: str) -> Iterator[None]:
    """Word feedback in `language` for the time of the block."""
    token = _shown_in.set(language)
    try:
        yield
    finally:
        _shown_in.reset(token)


def in_javascript() -> bool:
    """Whether feedback is being worded for a JavaScript submission."""
    return _shown_in.get() == JAVASCRIPT


@dataclass(frozen=True)
class Said:
    """Words a lesson says one way to a Python learner and another to a JavaScript one (a
    check's name, its advice); read with `str`, or in an f-string, in the language feedback
    is being worded in when they are read."""

    python: str
    javascript: str

    def __str__(self) -> str:
        return self.javascript if in_javascript() else self.python

    def __bool__(self) -> bool:
        return bool(self.python and self.javascript)

    def __add__(self, other: str) -> str:
        return str(self) + other

    def __radd__(self, other: str) -> str:
        return other + str(self)


Wording = str | Said  # what a lesson may write where the kit shows text to the learner


def said(python: str, javascript: str) -> Said:
    """The same point, worded for each language: `said("a list", "an Array")`."""
    return Said(python, javascript)


def as_declared(value: Any, annotation: Any) -> Any:
    """A JavaScript answer in the Python types its lesson declares (`annotation`, the stub's
    return type), where JavaScript has no type of its own: an Array where a tuple of that many
    items is declared becomes that tuple (`tuple[X, ...]`, any length). Everything else stays
    as it came, so that the shape check names what the learner's code made, in JavaScript's
    words ("an Array of 3 items"). Linear in the answer's size."""
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        fitting = (option for option in get_args(annotation) if _takes(value, option))
        option = next(fitting, None)
        return value if option is None else as_declared(value, option)
    arguments = get_args(annotation)
    if type(value) is list and (origin or annotation) is tuple:
        kinds = _tuple_items(annotation, len(value))
        if kinds is None:
            return value
        return tuple(as_declared(item, kind) for item, kind in zip(value, kinds))
    if type(value) is list and origin is list and arguments:
        return [as_declared(item, arguments[0]) for item in value]
    if type(value) is dict and origin is dict and len(arguments) == 2:
        return {key: as_declared(item, arguments[1]) for key, item in value.items()}
    if type(value) is dict and is_typeddict(annotation):
        fields = get_type_hints(annotation)
        return {key: as_declared(item, fields.get(key, Any)) for key, item in value.items()}
    return value


def _tuple_items(annotation: Any, length: int) -> tuple[Any, ...] | None:
    """The item types of a tuple of `length` items declared as `annotation`, or None when
    it declares another length."""
    arguments = get_args(annotation)
    if not arguments or arguments[-1] is Ellipsis:
        return (arguments[0] if arguments else Any,) * length
    return arguments if len(arguments) == length else None


def _takes(value: Any, option: Any) -> bool:
    """Whether the answer can be `option` once declared (a union's first such option is the
    one it is read as): an Array of the declared length can be a tuple."""
    kind = get_origin(option) or option
    if option is None or option is type(None):
        return value is None
    if type(value) is list and kind is tuple:
        return _tuple_items(option, len(value)) is not None
    if is_typeddict(option):
        return type(value) is dict
    return type(value) is kind
