"""Hypothesis set up for grading, while a property runs in full: its settings, and where it
keeps its files and which constants it mixes into the inputs."""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from grader.ground.errors import KitError

# Hypothesis keeps caches (no examples: there is no database) in `.hypothesis` of the current
# folder by default; grading must leave a learner's or a class's folder as it found it.
HYPOTHESIS_HOME = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "citekit" / "hypothesis"
)
# What grading needs of Hypothesis that it does not publish, for want of a public way: the home
# folder as it was set (`set_hypothesis_home_dir` sets it, nothing reads it without setting it),
# and the hook that collects local constants (no setting turns that off). pyproject.toml keeps
# Hypothesis below its next major, and each is checked before use (`private_hooks`), so that a
# Hypothesis that renamed or reshaped one stops grading with one paragraph instead of drawing
# other inputs, or writing into the current folder, without a word.
HOME_GLOBAL = "__hypothesis_home_directory"  # of hypothesis.configuration
LOCAL_CONSTANTS = "_get_local_constants"  # of hypothesis.internal.conjecture.providers


@dataclass(frozen=True)
class PrivateHooks:
    """The modules holding the private names grading uses, each found as it is used."""

    configuration: ModuleType
    providers: ModuleType


@functools.cache
def private_hooks() -> PrivateHooks:
    """Hypothesis' modules whose private names grading uses, once each name is found in the
    shape it is used in; KitError naming what changed otherwise."""
    import hypothesis
    from hypothesis import configuration

    changed = []
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:
        providers = ModuleType("missing")
        changed.append("the module hypothesis.internal.conjecture.providers is gone")
    if HOME_GLOBAL not in vars(configuration):
        changed.append(f"hypothesis.configuration has no global {HOME_GLOBAL}")
    if _parameters(configuration, "set_hypothesis_home_dir") != 1:
        changed.append(
            "hypothesis.configuration.set_hypothesis_home_dir no longer takes one folder"
        )
    if _parameters(providers, LOCAL_CONSTANTS) != 0:
        changed.append(f"{providers.__name__}.{LOCAL_CONSTANTS} is gone or takes arguments")
    if _parameters(providers, "Constants") != 0:
        changed.append(f"{providers.__name__}.Constants is gone or needs arguments")
    if changed:
        raise KitError(
            f"The installed Hypothesis {hypothesis.__version__} is not one this kit can grade "
            f"with: {'; '.join(changed)}. Grading would draw other inputs than it records, or "
            "write into the current folder. Install the Hypothesis that pyproject.toml names "
            "(`pip install -e .` in the kit's folder does), then grade again."
        )
    return PrivateHooks(configuration, providers)


def _parameters(module: ModuleType, name: str) -> int | None:
    """How many parameters without a default `module.name` takes; None when it is no function."""
    found = getattr(module, name, None)
    if not callable(found):
        return None
    try:
        parameters = inspect.signature(found).parameters.values()
    except (TypeError, ValueError):
        return None
    return sum(parameter.default is inspect.Parameter.empty for parameter in parameters)


@contextlib.contextmanager
def grading_hypothesis() -> Iterator[None]:
    """Hypothesis as grading needs it, for the time a property runs only: the importing
    process (a learner's or an instructor's own Hypothesis tests) keeps its own.

    Its home folder moves out of the current folder. And Hypothesis mixes into its inputs
    constants it finds in the source of every module loaded from outside site-packages, which
    here means the kit itself, every lesson's checks and, in a class, whichever lessons a
    worker graded before: the generated inputs would change with an edit anywhere in the kit,
    with an editable install, and with the order of grading. Grading needs the same inputs for
    every learner, so only Hypothesis' own fixed constants are used."""
    hooks = private_hooks()
    home = vars(hooks.configuration)[HOME_GLOBAL]
    collect = getattr(hooks.providers, LOCAL_CONSTANTS)
    empty = hooks.providers.Constants()
    hooks.configuration.set_hypothesis_home_dir(HYPOTHESIS_HOME)
    setattr(hooks.providers, LOCAL_CONSTANTS, lambda: empty)
    try:
        yield
    finally:
        hooks.configuration.set_hypothesis_home_dir(home)
        setattr(hooks.providers, LOCAL_CONSTANTS, collect)


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
