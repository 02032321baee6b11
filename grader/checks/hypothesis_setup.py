"""Hypothesis set up for grading, while a property runs in full: its settings, and where it
keeps its files and which constants it mixes into the inputs."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# Hypothesis keeps caches (no examples: there is no database) in `.hypothesis` of the current
# folder by default; grading must leave a learner's or a class's folder as it found it.
HYPOTHESIS_HOME = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "citekit" / "hypothesis"
)


@contextlib.contextmanager
def grading_hypothesis() -> Iterator[None]:
    """Hypothesis as grading needs it, for the time a property runs only: the importing
    process (a learner's or an instructor's own Hypothesis tests) keeps its own.

    Its home folder moves out of the current folder. And Hypothesis mixes into its inputs
    constants it finds in the source of every module loaded from outside site-packages, which
    here means the kit itself, every lesson's checks and, in a class, whichever lessons a
    worker graded before: the generated inputs would change with an edit anywhere in the kit,
    with an editable install, and with the order of grading. Grading needs the same inputs for
    every learner, so only Hypothesis' own fixed constants are used. (There is no setting for
    either; where the hook is missing, Hypothesis does not collect local constants at all.)"""
    from hypothesis import configuration
    from hypothesis.internal.conjecture import providers

    # The module's own global, read without its name being mangled: there is no getter.
    home = getattr(configuration, "__hypothesis_home_directory")
    constants = getattr(providers, "Constants", None)
    collect = getattr(providers, "_get_local_constants", None)
    configuration.set_hypothesis_home_dir(HYPOTHESIS_HOME)
    if constants is not None and collect is not None:
        empty = constants()
        providers._get_local_constants = lambda: empty
    try:
        yield
    finally:
        configuration.set_hypothesis_home_dir(home)
        if collect is not None:
            providers._get_local_constants = collect


def grading_settings(max_examples: int | None) -> Any:
    """Hypothesis' own `ci` profile, made quiet: derandomized, no deadline, no example
    database, so a verdict is the same on every run and nothing is written next to the
    submission. The explain phase is left out: it replays variations of the shrunk input,
    which costs seconds when the learner's function raises, and adds nothing a learner reads."""
    from hypothesis import HealthCheck, Phase, Verbosity, settings

    grading = settings(
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
        derandomize=True,
        deadline=None,
        database=None,
        print_blob=False,
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        suppress_health_check=list(HealthCheck),
    )
    return settings(grading, max_examples=max_examples or grading.max_examples)
