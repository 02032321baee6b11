"""The Gradescope commands: `gradescope build` writes the autograder bundle, and inside
Gradescope's container `gradescope run` grades the submission."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_commands(commands: Any) -> None:
    """Register `gradescope build` and `gradescope run` on the command line's subparsers."""
    gradescope = commands.add_parser("gradescope", help="grade on Gradescope")
    actions = gradescope.add_subparsers(dest="action", required=True, metavar="ACTION")
    build = actions.add_parser("build", help="write an autograder bundle for one lesson")
    build.add_argument("slug", help="the lesson")
    build.add_argument("out", type=Path, help="the bundle, a .zip to upload to Gradescope")
    build.set_defaults(run=run_build)
    inside = actions.add_parser("run", help="inside the autograder: grade the submission")
    inside.add_argument("slug", help="the lesson")
    inside.add_argument("--root", type=Path, default=Path("/autograder"), help="%(default)s")
    inside.set_defaults(run=run_inside)


def run_build(options: argparse.Namespace) -> int:
    from grader.platforms.gradescope.bundle import build_gradescope

    print(f"wrote {build_gradescope(options.slug, options.out)}; upload it to Gradescope.")
    return 0


def run_inside(options: argparse.Namespace) -> int:
    from grader.ground.text import printable
    from grader.platforms.gradescope.results import run_autograder
    from grader.sandbox.isolation import choose_layer
    from grader.sandbox.reaper import dedicate

    # Gradescope's container allows no user namespaces, so no bubblewrap: the container is
    # the boundary, and the results say so (the report's isolation note).
    layer = choose_layer(boundary="the autograder's container")
    dedicate(sweep_at_exit=True)
    report = run_autograder(options.slug, options.root, layer)
    print(printable(f"{report.status.value}: {report.score}/{report.max_score}. {report.message}"))
    return 0  # the verdict is in results.json; a non-zero exit would mark the run as broken
