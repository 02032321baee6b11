"""The lesson authoring API: everything a lesson's `checks.py` uses, and nothing else.

Lessons import from here only (`from grader.authoring import Trial, check`); the modules
behind it are the kit's own and change freely. docs/authoring.md shows each name in use.
"""

from __future__ import annotations

from grader.checks import (
    INDEPENDENT_CALLS,
    Trial,
    check,
    first_positions,
    mismatch,
    repeated,
    same,
)
from grader.sandbox.child.wire import Opaque
from grader.shapes import type_name
from grader.show import show_value

__all__ = [
    "INDEPENDENT_CALLS",
    "Opaque",
    "Trial",
    "check",
    "first_positions",
    "mismatch",
    "repeated",
    "same",
    "show_value",
    "type_name",
]
