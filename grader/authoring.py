"""The lesson authoring API: everything a lesson's `checks.py` uses, and nothing else.

Lessons import from here only (`from grader.authoring import Trial, check`); the modules
behind it are the kit's own and change freely. docs/authoring.md shows each name in use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grader.languages import Words, said
from grader.lesson.checks.compare import first_positions, repeated, same
from grader.lesson.checks.declare import INDEPENDENT_CALLS, check
from grader.lesson.checks.failures import mismatch
from grader.lesson.checks.trial import Trial
from grader.sandbox.child.wire import Opaque

# A property is declared with the kit's `given`, `example` and `st`, which record what the
# lesson wrote and build Hypothesis' own test from it only for a full run
# (grader/lesson/checks/properties.py). They take the same arguments as Hypothesis' and build
# exactly what those would, so a type checker reads Hypothesis' own signatures.
if TYPE_CHECKING:
    from hypothesis import example, given
    from hypothesis import strategies as st
else:
    from grader.lesson.checks.properties import example, given, st

__all__ = [
    "INDEPENDENT_CALLS",
    "Opaque",
    "Trial",
    "Words",
    "check",
    "example",
    "first_positions",
    "given",
    "mismatch",
    "repeated",
    "said",
    "same",
    "st",
]
