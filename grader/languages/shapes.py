"""Whether an answer has the shape a type annotation describes, and, where it does not, the
first place it parts from it: what lessons check before anything else means something.

Types are exact, as the task states them: `True` is a bool, not an int; a list is not a
tuple. The walk is linear in the answer's size, whatever the learner sends back. Types are
named in the words of the submission's language, which every function here is given: "a list"
to a Python learner is "an Array" to a JavaScript one.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

from grader.languages import Language
from grader.languages.base import article

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


def misfit(value: Any, annotation: Any, language: Language, path: str = "") -> Misfit | None:
    """The first place, depth first, where `value` is not of type `annotation`; None when it
    fits everywhere."""
    if annotation is None or annotation is type(None):
        return None if value is None else Misfit(path, value, "None")
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        options = get_args(annotation)
        fitting = [option for option in options if _outer_fits(value, option)]
        if not fitting:
            return Misfit(path, value, described(annotation, language))
        return misfit(value, fitting[0], language, path)
    if not _outer_fits(value, annotation):
        return Misfit(path, value, described(annotation, language))
    if is_typeddict(annotation):
        fields = get_type_hints(annotation)
        if set(value) != set(fields):
            return Misfit(path, value, described(annotation, language), tuple(fields))
        return _first(
            misfit(value[key], fields[key], language, path + language.member(key)) for key in fields
        )
    arguments = get_args(annotation)
    if origin is list:
        return _first(
            misfit(item, arguments[0], language, f"{path}[{i}]") for i, item in enumerate(value)
        )
    if origin is tuple:
        if len(arguments) == 2 and arguments[1] is Ellipsis:
            arguments = (arguments[0],) * len(value)
        pairs = enumerate(zip(value, arguments))
        return _first(misfit(item, kind, language, f"{path}[{i}]") for i, (item, kind) in pairs)
    if origin is dict:
        return _first(
            misfit(key, arguments[0], language, path)
            or misfit(item, arguments[1], language, path + language.member(key))
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


def described(annotation: Any, language: Language) -> str:
    """The annotation in a learner's words: "a list", "an int or None", "a tuple of 2 items"."""
    if annotation is None or annotation is type(None):
        return with_article("None", language)
    if get_origin(annotation) in (Union, types.UnionType):
        return " or ".join(described(option, language) for option in get_args(annotation))
    if is_typeddict(annotation):
        return with_article("dict", language)
    kind = get_origin(annotation) or annotation
    arguments = get_args(annotation)
    if kind is tuple and arguments and arguments[-1] is not Ellipsis:
        return f"{with_article('tuple', language)} of {len(arguments)} items"
    return with_article(kind.__name__, language)


def kind_of(value: Any, language: Language, wanted: str = "") -> str:
    """What a value is, in a learner's words: "a str", "None", and "a tuple of 3 items" where
    the length is what is `wanted` (an Array's in JavaScript, where it stands for a tuple)."""
    if value is None:
        return with_article("None", language)
    sized = (tuple, list) if language.arrays_stand_for_tuples else (tuple,)
    if type(value) in sized and " of " in wanted:
        return f"{with_article('tuple', language)} of {len(value)} items"
    return with_article(language.type_name(value), language)


def with_article(noun: str, language: Language) -> str:
    """A type's name with its article, in the submission's language: "a list", "an Array"."""
    noun = language.noun(noun)
    if noun in BARE:
        return noun
    return f"{article(noun)} {noun}"
