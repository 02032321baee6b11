"""The command line: `citekit` and `python -m grader` both land here.

The top of the kit: nothing in `grader/` imports it. Each command group registers its commands
here, and each command imports what it needs only when it runs, so that a quick command (`list`,
`hint`, `--help`) does not pay for the checks machinery, Hypothesis, SQLite or Jinja2."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from grader.cli import classroom, gradescope, kit, learner
from grader.ground.errors import KitError

EXIT_BUG = 3


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    options = parser.parse_args(argv)
    try:
        code: int = options.run(options)
        return code
    except KitError as problem:
        import json

        from grader.ground.text import printable

        if getattr(options, "json", False):
            print(json.dumps(_error_json(options, str(problem))))
        else:
            # The message may name a learner's file or quote a line of it.
            print(f"citekit: {printable(str(problem))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("citekit: interrupted.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader stopped reading (`citekit hint … | head`): nothing is wrong. Later writes
        # go nowhere, so that Python's own flush at exit does not complain again.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception:  # a bug of ours: say so, keep the details for the bug report
        import traceback

        traceback.print_exc()
        print("citekit: internal error (a bug in the kit, not in your code).", file=sys.stderr)
        return EXIT_BUG


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="citekit", description="Exercises on grounding LLM answers, graded automatically."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for group in (learner, classroom, gradescope, kit):
        group.add_commands(commands)
    return parser


def _error_json(options: argparse.Namespace, message: str) -> dict[str, object]:
    from grader.report.results import Report, Status

    exercise = getattr(options, "exercise", None) or ""
    report = Report(exercise, exercise, Status.ERROR, message)
    return report.to_json()
