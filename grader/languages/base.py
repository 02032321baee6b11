"""What a language is to the kit: how its child starts, how its files and hints are named, and
how feedback shows values, type names and load problems to a learner writing in it.

The checks and the reference are Python whatever the submission's language; everything that
differs between languages is an attribute or a method here, so no other module names one.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from grader.sandbox.runtime import Runtime

if TYPE_CHECKING:  # the sandbox's machinery is loaded only to grade
    from grader.sandbox.process import Unit
    from grader.sandbox.session import Loaded

ITEMS = 12
CHARS = 48
DEPTH = 4  # deeper containers are shown as their type and size
# Whatever a learner returns, one rendering stays this short: feedback is read, not scrolled,
# and a report (and the gradebook row that keeps it) must not grow with the answer's size.
SHOWN_CHARS = 1200
# `<generator object solve at 0x7f…>`: the address differs on every run, the answer does not,
# so it is left out, and equal answers are shown alike.
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


@dataclass(frozen=True)
class Words:
    """Text a lesson words for each language, keyed by language name: `said(python="a list",
    javascript="an Array")`. It is rendered only with a language (`render`); formatting it
    without one is a mistake, so `str` and f-strings refuse it rather than guess."""

    by_language: Mapping[str, str]

    def __str__(self) -> str:
        raise TypeError("Words are rendered for a language: render(words, language)")

    def __format__(self, spec: str) -> str:
        return str(self)


Wording = str | Words  # what a lesson may write where the kit shows text to the learner


def said(**by_language: str) -> Words:
    """The same point, worded for each language by its name: `said(python="a list",
    javascript="an Array")`. A language a wording leaves out reads its fallback's words."""
    return Words(dict(by_language))


class Language(ABC):
    """One language a submission can be written in; the kit's one instance of each is in the
    registry (`grader.languages`)."""

    name: str  # as reports and gradebooks record it
    display: str  # as the learner reads it
    suffix: str  # of its files: a submission, a stub, a reference, a known solution
    comment: str  # how a line comment starts, for a known solution's `trips:` line
    runtime: Runtime  # the child program that runs its units
    raises: str  # the verb for an exception leaving a function
    # The language whose words, hints and renderings this one takes where it has none of its own.
    fallback: Language | None = None

    @property
    def stub_name(self) -> str:
        return f"stub{self.suffix}"

    @property
    def reference_name(self) -> str:
        return f"reference{self.suffix}"

    @property
    def trips_marker(self) -> str:
        """How a known-wrong solution names the check it trips: `# trips: CHECK`."""
        return f"{self.comment} trips:"

    @property
    def hint_option(self) -> str:
        """The `citekit hint` option that asks for this language's hints."""
        return f"--{self.name}"

    def hint_command(self, slug: str, stage: int) -> str:
        """The command that shows hint `stage` to a learner writing in this language."""
        return f"citekit hint {slug} {stage} {self.hint_option}"

    def hint_files(self, slug: str) -> tuple[str, ...]:
        """The file names under `hints/` that may hold this language's hints, the first that
        exists read: its own, then its fallback's (a lesson without any has only its
        default hints)."""
        own = f"{slug}{self.suffix}.md"
        return (own, *self.fallback.hint_files(slug)) if self.fallback else (own,)

    def syntax_problem(self, source: str, name: str) -> str | None:
        """A syntax error found before any child starts, worded for the learner; None when
        the source compiles here, or when only its child can parse it (which then says)."""
        return None

    def words(self, wording: Words) -> str | None:
        """This language's words in `wording`, or its fallback's; None when neither has any."""
        if self.name in wording.by_language:
            return wording.by_language[self.name]
        return self.fallback.words(wording) if self.fallback else None

    def show(self, value: Any, items: int = ITEMS, chars: int = CHARS) -> str:
        """A faithful, bounded rendering in this language's syntax: at most `items` items of
        every container, strings cut in the middle past `chars`, nesting past `DEPTH`
        summarised, and never more than `SHOWN_CHARS` characters in all. Its cost does not
        grow with the value's size."""
        text = self.shown(value, items, chars, 0)
        if len(text) > SHOWN_CHARS:
            return text[: SHOWN_CHARS - 1] + "…"
        return text

    @abstractmethod
    def shown(self, value: Any, items: int, chars: int, depth: int) -> str:
        """`show` at nesting `depth`, before the whole is bounded."""

    @abstractmethod
    def noun(self, python_type: str) -> str:
        """The name of a Python type (`list`) as this language's code makes the value."""

    @abstractmethod
    def type_name(self, value: Any) -> str:
        """The type of a value as a learner's code in this language made it."""

    @abstractmethod
    def member(self, key: Any) -> str:
        """How this language reads one key of a dict: `['shown']`, `.shown`."""

    @property
    @abstractmethod
    def arrays_stand_for_tuples(self) -> bool:
        """Whether a list is how this language's code writes a tuple of the lesson's."""

    @abstractmethod
    def tip(self, value: Any, wanted: str, answer: bool) -> str:
        """A sentence for the mix-ups of this language's types that the shape alone does not
        explain; `answer`: `value` is the whole answer, not an item or property of it."""

    @abstractmethod
    def load_message(
        self,
        function: str,
        parameters: list[str],
        loaded: Loaded,
        units: list[Unit],
        from_file: bool,
    ) -> str | None:
        """Why the loaded submission cannot be graded at all, in this language's words, or
        None."""

    @abstractmethod
    def load_reason(self, function: str, loaded: Loaded, message: str) -> str:
        """A file's error while loading, in one paragraph (the report's reason)."""

    def as_declared(self, value: Any, annotation: Any) -> Any:
        """An answer in the Python types its lesson declares (`annotation`), where this
        language has no type of its own for them."""
        return value


def article(noun: str) -> str:
    """The indefinite article a noun takes: "an Array", "a list"."""
    return "an" if noun[:1].lower() in "aeiou" else "a"


def render(wording: Wording, language: Language) -> str:
    """The text of `wording` for a learner writing in `language`: its own words, else its
    fallback's. A lesson's wording that leaves a language without words is refused (`citekit
    validate` names it)."""
    if isinstance(wording, str):
        return wording
    words = language.words(wording)
    if words is None:
        raise KeyError(f"no words for {language.display}: {dict(wording.by_language)}")
    return words
