"""The command-line options that choose the isolation layer and the limits of a grading run."""

from __future__ import annotations

import argparse
import signal
import sys
from typing import TYPE_CHECKING

from grader.ground.errors import KitError

if TYPE_CHECKING:
    from grader.sandbox.isolation import Layer
    from grader.sandbox.limits import Limits

WEAK_REFUSAL = (
    "Refusing to grade the class: the bubblewrap sandbox cannot run here ({problem}), and "
    "without it learner code would run only as a separate process with resource limits, "
    "able to read and write your files (the solutions included), to use the network, and, "
    "when deliberate, to get out. Grade on a Linux machine that allows user namespaces, or "
    "pass --allow-weak-isolation to grade with the weaker layer all the same (inside a "
    "container that is the boundary, say)."
)


# The limits a grading run can override, by their names in `Limits` (and a lesson's [limits]
# table): each becomes the option --NAME-WITH-DASHES, with its metavar and help.
OVERRIDABLE = {
    "call_seconds": ("S", "time limit of one call"),
    "submission_seconds": ("S", "time limit of the whole submission"),
    "memory_mb": ("MB", "memory limit of the learner's code"),
}


def add_sandbox_options(parser: argparse.ArgumentParser, whole_class: bool = False) -> None:
    group = parser.add_argument_group("isolation and limits")
    for name, (metavar, meaning) in OVERRIDABLE.items():
        group.add_argument(
            "--" + name.replace("_", "-"),
            type=positive,
            metavar=metavar,
            help=f"{meaning} (default: the lesson's)",
        )
    sandbox = group.add_mutually_exclusive_group()
    sandbox.add_argument(
        "--require-sandbox",
        action="store_true",
        help="refuse to grade unless bubblewrap isolates the learner's code",
    )
    sandbox.add_argument(
        "--no-sandbox",
        action="store_true",
        help="do not use bubblewrap even where it works (weaker isolation, for debugging)",
    )
    if whole_class:
        sandbox.add_argument(
            "--allow-weak-isolation",
            action="store_true",
            help="grade even where bubblewrap cannot run, with the weaker layer",
        )


def chosen_layer(options: argparse.Namespace, whole_class: bool = False) -> Layer:
    """The layer the options ask for. A layer weaker than bubblewrap is warned about, and for
    a `whole_class` refused unless asked for: --allow-weak-isolation, or bubblewrap turned off
    (--no-sandbox, CITEKIT_BWRAP=none).

    `check` grades one submission and does nothing else, so its process also becomes the
    keeper of last resort of the learner's processes (`reaper`), and SIGTERM stops it as
    Ctrl-C does, so that the cleanup runs."""
    from grader.sandbox.isolation import bubblewrap_turned_off, choose_layer
    from grader.sandbox.reaper import dedicate

    layer = choose_layer(require=options.require_sandbox, use_bubblewrap=not options.no_sandbox)
    asked = options.no_sandbox or bubblewrap_turned_off()
    if whole_class and layer.warning and not (asked or options.allow_weak_isolation):
        raise KitError(WEAK_REFUSAL.format(problem=layer.weaker_because))
    if not whole_class:
        dedicate(sweep_at_exit=True)
        signal.signal(signal.SIGTERM, signal.default_int_handler)
    if layer.warning:
        print(f"citekit: warning: {layer.warning}", file=sys.stderr)
    return layer


def limit_overrides(options: argparse.Namespace) -> dict[str, float | None]:
    """The limits given on the command line, by name; None where the lesson's holds."""
    return {name: getattr(options, name) for name in OVERRIDABLE}


def chosen_limits(options: argparse.Namespace, limits: Limits) -> Limits:
    """A lesson's limits with those given on the command line instead."""
    return limits.overridden(**limit_overrides(options))


def positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number, not {text!r}")
    return value
