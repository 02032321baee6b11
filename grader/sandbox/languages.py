"""The languages a submission can be written in, each run by its own child program, and
which one is in force while a submission's feedback is worded."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar

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
