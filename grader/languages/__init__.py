"""The languages a submission can be written in, one module each, and the registry of them:
adding a language is adding its module and its line in `ALL`.

This package sits above `sandbox/` (whose child it starts by the plain data of `Runtime`) and
below everything that words feedback (the checks, grading, the views); its renderings of calls,
values and type names in a submission's language are `show.py` and `shapes.py`."""

from __future__ import annotations

from grader.languages.base import Language, Wording, Words, render, said
from grader.languages.javascript import JAVASCRIPT
from grader.languages.python import PYTHON
from grader.languages.typescript import TYPESCRIPT

ALL: tuple[Language, ...] = (PYTHON, JAVASCRIPT, TYPESCRIPT)
DEFAULT = PYTHON  # a lesson's own language, a notebook's, and `citekit hint`'s without an option

__all__ = [
    "ALL",
    "DEFAULT",
    "JAVASCRIPT",
    "PYTHON",
    "TYPESCRIPT",
    "Language",
    "Wording",
    "Words",
    "by_name",
    "by_suffix",
    "render",
    "said",
]


def by_name(name: str) -> Language:
    """The language recorded as `name` (a report's, a gradebook row's)."""
    for language in ALL:
        if language.name == name:
            return language
    raise KeyError(f"no language is named {name!r}; the kit knows {names()}")


def by_suffix(suffix: str) -> Language | None:
    """The language of a file ending in `suffix` (`.js`), or None."""
    return next((language for language in ALL if language.suffix == suffix), None)


def names() -> str:
    """The languages' names as a learner reads them: "Python, JavaScript"."""
    return ", ".join(language.display for language in ALL)


def suffixes() -> str:
    """The suffixes of the files a learner may hand in, as text: ".py, .js"."""
    return ", ".join(language.suffix for language in ALL)
