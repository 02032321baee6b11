"""Whether an answer has the shape a type annotation describes, and, where it does not, the
first place it parts from it: what lessons check before anything else means something.

Types are exact, as the task states them: `True` is a bool, not an int; a list is not a
tuple. The walk is linear in the answer's size, whatever the learner sends back. Types are
named in the words of the submission's language (`languages.shown_in`): "a list" to a Python
learner is "an Array" to a JavaScript one.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

from grader.sandbox.child.wire import Opaque
from grader.sandbox.languages import in_javascript
from grader.show import show_value

# Python's types as a JavaScript learner's code makes them: a tuple is an Array there too
# (the lesson says how long), an int a number with no fraction.
JAVASCRIPT_TYPES = {
    "list": "Array",
    "tuple": "Array",
    "dict": "object",
    "set": "Set",
    "frozenset": "Set",
    "str": "string",
    "int": "integer",
    "float": "number with a fraction",
    "bool": "boolean",
    "NoneType": "null",
    "None": "null",
}
# Names that take no article: "it returned undefined, which is undefined".
BARE = frozenset({"None", "null", "undefined"})


@dataclass(frozen=True)
class Misfit:
    """Where an answer parts from its annotation: `path` leads from the answer to `value`
    (`[2][1]`, `['shown']`; empty for the answer itself), which is not `wanted`."""

    path: str
    value: Any
    wanted: str
    keys: tuple[str, ...] = ()  # a dict's keys when they are not the ones its annotation names


def misfit(value: Any, annotation: Any, path: str = "") -> Misfit | None:
    """The first place, depth first, where `value` is not of type `annotation`; None when it
    fits everywhere."""
    if annotation is None or annotation is type(None):
        return None if value is None else Misfit(path, value, "None")
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        options = get_args(annotation)
        fitting = [option for option in options if _outer_fits(value, option)]
        if not fitting:
            return Misfit(path, value, described(annotation))
        return misfit(value, fitting[0], path)
    if not _outer_fits(value, annotation):
        return Misfit(path, value, described(annotation))
    if is_typeddict(annotation):
        fields = get_type_hints(annotation)
        if set(value) != set(fields):
            return Misfit(path, value, described(annotation), tuple(fields))
        return _first(misfit(value[key], fields[key], path + _member(key)) for key in fields)
    arguments = get_args(annotation)
    if origin is list:
        return _first(misfit(item, arguments[0], f"{path}[{i}]") for i, item in enumerate(value))
    if origin is tuple:
        if len(arguments) == 2 and arguments[1] is Ellipsis:
            arguments = (arguments[0],) * len(value)
        pairs = enumerate(zip(value, arguments))
        return _first(misfit(item, kind, f"{path}[{i}]") for i, (item, kind) in pairs)
    if origin is dict:
        return _first(
            misfit(key, arguments[0], path) or misfit(item, arguments[1], path + _member(key))
            for key, item in value.items()
        )
    return None


def _outer_fits(value: Any, annotation: Any) -> bool:
    """Whether `value` is of the annotation's own type, its items aside (a tuple's length is
    part of its type)."""
    if annotation is None or annotation is type(None):
        return value is None
    if get_origin(annotation) in (Union, types.UnionType):
        return any(_outer_fits(value, option) for option in get_args(annotation))
    if is_typeddict(annotation):
        return type(value) is dict
    kind = get_origin(annotation) or annotation
    if type(value) is not kind:
        return False
    arguments = get_args(annotation)
    if kind is tuple and arguments and arguments[-1] is not Ellipsis:
        return len(value) == len(arguments)
    return True


def _first(misfits: Any) -> Misfit | None:
    return next((found for found in misfits if found is not None), None)


def _member(key: Any) -> str:
    """How the learner's language reads one key of a dict (an object's property in JavaScript:
    `.shown`, or `["two words"]`)."""
    if not in_javascript():
        return f"[{key!r}]"
    if type(key) is str and key.isascii() and key.isidentifier():
        return f".{key}"
    return f"[{show_value(key)}]"


def described(annotation: Any) -> str:
    """The annotation in a learner's words: "a list", "an int or None", "a tuple of 2 items"."""
    if annotation is None or annotation is type(None):
        return with_article("None")
    if get_origin(annotation) in (Union, types.UnionType):
        return " or ".join(described(option) for option in get_args(annotation))
    if is_typeddict(annotation):
        return with_article("dict")
    kind = get_origin(annotation) or annotation
    arguments = get_args(annotation)
    if kind is tuple and arguments and arguments[-1] is not Ellipsis:
        return f"{with_article('tuple')} of {len(arguments)} items"
    return with_article(kind.__name__)


def kind_of(value: Any, wanted: str = "") -> str:
    """What a value is, in a learner's words: "a str", "None", and "a tuple of 3 items" where
    the length is what is `wanted` (an Array's in JavaScript, where it stands for a tuple)."""
    if value is None:
        return with_article("None")
    sized = (tuple, list) if in_javascript() else (tuple,)
    if type(value) in sized and " of " in wanted:
        return f"{with_article('tuple')} of {len(value)} items"
    return with_article(type_name(value))


def type_name(value: Any) -> str:
    """The type of a value as the learner's code made it (an `Opaque` names its own type)."""
    if isinstance(value, Opaque):
        return value.type_name
    name = type(value).__name__
    if not in_javascript():
        return name
    # A JavaScript value that is a whole number is just a number there; "integer" is kept for
    # what a lesson asks for ("it must be an integer").
    return "number" if name == "int" else JAVASCRIPT_TYPES.get(name, name)


def with_article(noun: str) -> str:
    """A type's name with its article, in the submission's language: "a list", "an Array"."""
    if in_javascript():
        noun = JAVASCRIPT_TYPES.get(noun, noun)
    if noun in BARE:
        return noun
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def tip(value: Any, wanted: str, answer: bool = True) -> str:
    """A sentence for the mix-ups that the shape alone does not explain; `answer`: `value` is
    the whole answer, not an item or property of it."""
    if in_javascript():
        return _javascript_tip(value, wanted, answer)
    if type(value) is bool and "int" in wanted:
        return "True and False are bools, not 1 and 0."
    if type(value) is list and "tuple" in wanted:
        return "A list is a different type from a tuple, even with the same items."
    if type(value) is str and value.strip().isdigit() and "int" in wanted:
        return "Turn the digits into a number with int()."
    return ""


def _javascript_tip(value: Any, wanted: str, answer: bool) -> str:
    kind = type_name(value)
    if kind == "Set" and "Array" in wanted:
        return "A Set is not an Array: return [...set], which keeps the order of insertion."
    if kind == "Promise":
        return "Your function must not be async: return the value itself, not a Promise."
    if kind == "undefined" and answer:
        return "A function ending without `return value;` or with a bare `return;` gives undefined."
    if kind == "undefined":
        return "A property or item never given a value reads as undefined: use null for none."
    if type(value) is bool and "integer" in wanted:
        return "true and false are booleans, not 1 and 0."
    if type(value) is float and "integer" in wanted:
        return "The number has a fraction: round it, or count in whole numbers."
    if type(value) is str and value.strip().isdigit() and "integer" in wanted:
        return "Turn the digits into a number with Number()."
    return ""
