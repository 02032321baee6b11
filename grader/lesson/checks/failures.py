"""How a check fails: the exceptions a check raises, and the words and facts they carry.

A failure carries its facts (`grader.report.results.Facts`): the call, the expected value, what came
back, the smallest input of a property. `mismatch(...)` returns text that carries its facts
along with it (`Worded`), so a check that words its own message keeps them too.
"""

from __future__ import annotations

from typing import Any

from grader.languages import Language
from grader.languages.shapes import kind_of, with_article
from grader.languages.show import first_difference
from grader.report.results import Facts, Failure
from grader.sandbox.child.wire import Opaque


class Worded(str):
    """A failure message that carries the facts it words: as a `str` it is what the learner
    reads; `facts` and `explanation` are what a result keeps. Adding text to it (`mismatch(…)
    + note`) adds to the explanation and keeps the facts; any other use is a plain str."""

    facts: Facts
    explanation: str

    def __new__(cls, facts: Facts, explanation: str = "") -> Worded:
        explanation = explanation.strip("\n")
        worded = super().__new__(cls, facts.worded(explanation))
        worded.facts, worded.explanation = facts, explanation
        return worded

    def __add__(self, other: str) -> Worded:
        if isinstance(other, Worded):  # facts of both; where both have one, the first's
            return Worded(
                _merged(self.facts, other.facts), f"{self.explanation}\n{other.explanation}"
            )
        return Worded(self.facts, self.explanation + other)


class CheckFailed(Exception):
    """The learner's answer is wrong; the message says how, for the learner, and `facts`
    hold what the message is about."""

    def __init__(self, message: str, facts: Facts | None = None) -> None:
        if isinstance(message, Worded):
            facts = _merged(message.facts, facts)
            message = message.explanation
        super().__init__(message)
        self.explanation = str(message)
        self.facts = facts or Facts(Failure.WRONG)

    def __str__(self) -> str:
        return self.facts.worded(self.explanation)


def _merged(first: Facts, second: Facts | None) -> Facts:
    """The facts of `first`, with those it lacks taken from `second`."""
    if second is None:
        return first
    return Facts(**{name: getattr(first, name) or getattr(second, name) for name in FACT_NAMES})


FACT_NAMES = tuple(Facts.__dataclass_fields__)


class SolveRaised(Exception):
    """The learner's function raised; carries the learner-only traceback."""

    def __init__(self, call: str, raised: dict[str, Any]) -> None:
        self.call = call
        self.raised = raised
        super().__init__(f"{call} raised {raised['type']}")

    @property
    def is_not_implemented(self) -> bool:
        return bool(self.raised["type"] == "NotImplementedError")

    @property
    def facts(self) -> Facts:
        return Facts(
            Failure.RAISED,
            call=self.call,
            raised=self.raised["type"],
            error=self.raised["message"],
            traceback=self.raised["traceback"],
        )


class CallStopped(BaseException):
    """The child stopped answering. A BaseException so that Hypothesis stops at once instead of
    trying to shrink an input that costs a time limit per attempt."""

    def __init__(self, call: str, reason: str, timed_out: bool = False) -> None:
        self.call = call
        self.reason = reason
        self.timed_out = timed_out
        super().__init__(f"{call} stopped: {reason}")

    @property
    def facts(self) -> Facts:
        failure = Failure.TIMEOUT if self.timed_out else Failure.STOPPED
        return Facts(failure, call=self.call, error=self.reason)


def mismatch(shown_call: str, want: Any, got: Any, language: Language) -> Worded:
    """A learner-facing message: what was called, what was expected, what came back; as
    facts, and in words (`Worded`), in the submission's `language`."""
    note = ""
    expected_kind = with_article(language.type_name(want), language)
    got_kind = kind_of(got, language)
    # Types that differ but read the same in the learner's language (a tuple and a list are
    # both an Array in JavaScript) are not worth a note.
    if (isinstance(got, Opaque) or type(got) is not type(want)) and expected_kind != got_kind:
        note = f"(expected {expected_kind}, got {got_kind})"
    facts = Facts(
        Failure.WRONG,
        call=shown_call,
        expected=language.show(want),
        got=language.show(got),
        difference=first_difference(want, got, language) or "",
    )
    return Worded(facts, note)
