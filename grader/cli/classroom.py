"""The instructor's class commands: `grade`, `export` and `report`."""

from __future__ import annotations

import argparse
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grader.cli.sandbox_options import add_sandbox_options, chosen_layer, limit_overrides
from grader.errors import KitError
from grader.text import name_text, printable

if TYPE_CHECKING:
    from grader.batch.gradebook import Row
    from grader.batch.task import Settings

# How the command line names a gradebook: beside the class folder, or found in the current one.
SUFFIX = ".gradebook.sqlite"


def add_commands(commands: Any) -> None:
    """Register the class commands on the command line's subparsers."""
    grade = commands.add_parser("grade", help="grade a folder of submissions into a gradebook")
    grade.add_argument(
        "folders",
        type=Path,
        nargs="+",
        metavar="FOLDER",
        help="one .py/.js/.ipynb per learner, or a folder each; several folders (one per lesson, "
        "say) share one gradebook",
    )
    grade.add_argument("--exercise", metavar="SLUG", help="the lesson for every submission")
    grade.add_argument("--jobs", type=int, metavar="N", help="grade N at once (default: cores)")
    grade.add_argument(
        "--gradebook", type=Path, metavar="PATH", help=f"default: beside FOLDER, FOLDER{SUFFIX}"
    )
    grade.add_argument("--regrade", action="store_true", help="grade again what is graded")
    add_sandbox_options(grade, whole_class=True)
    grade.set_defaults(run=run_grade)

    export = commands.add_parser("export", help="the gradebook as CSV, JSON or feedback files")
    _gradebook_option(export)
    export.add_argument("--csv", type=Path, metavar="OUT.csv", help="one row per learner")
    export.add_argument("--json", type=Path, metavar="OUT.json", help="every row, in full")
    export.add_argument(
        "--feedback", type=Path, metavar="DIR", help="a Markdown report per learner in DIR"
    )
    export.set_defaults(run=run_export)

    report = commands.add_parser("report", help="how the class did: a summary, an HTML page")
    _gradebook_option(report)
    report.add_argument(
        "--html",
        type=Path,
        metavar="OUT.html",
        help="also write a web page, and a learner's feedback page each in OUT.feedback/",
    )
    report.add_argument(
        "--below",
        type=_percent,
        default=50.0,
        metavar="PERCENT",
        help="list learners under PERCENT of the points (default: %(default)g)",
    )
    report.set_defaults(run=run_report)


NAME_IT = "Name it with --exercise SLUG, or name the folder after the lesson."


def default_path(folder: Path) -> Path:
    """Beside the class folder, never inside it, where learner code could reach it."""
    folder = folder.resolve()
    return folder.with_name(folder.name + SUFFIX)


def run_grade(options: argparse.Namespace) -> int:
    from grader.batch.pool import default_jobs
    from grader.batch.task import Settings
    from grader.lessons import find_lesson

    # A run stopped with SIGTERM ends as one stopped with Ctrl-C: its workers stop, each
    # killing the learner code it was running, and what was graded is kept.
    signal.signal(signal.SIGTERM, signal.default_int_handler)

    if options.exercise:
        find_lesson(options.exercise)  # a mistyped slug stops the run before anything is graded
    jobs = options.jobs or default_jobs()
    if jobs < 1:
        raise KitError("--jobs must be at least 1.")
    gradebook = options.gradebook or default_path(options.folders[0])
    settings = Settings(options.exercise, limits=limit_overrides(options))
    for folder in options.folders:
        _grade_folder(folder, gradebook, settings, jobs, options)
    return 0


def _grade_folder(
    folder: Path, gradebook: Path, settings: Settings, jobs: int, options: argparse.Namespace
) -> None:
    from dataclasses import replace

    from grader.batch.folder import label
    from grader.batch.pool import grade_class
    from grader.class_stats import tally
    from grader.lessons import lesson_of_folder

    if len(options.folders) > 1:
        print(f"== {name_text(str(folder))}")
    lesson = lesson_of_folder(folder, settings.exercise)
    if lesson is None:
        print(f"citekit: the lesson of {folder} is not clear; every row will say so. {NAME_IT}")
    run = grade_class(
        folder,
        gradebook,
        replace(settings, exercise=lesson.slug if lesson else None),
        jobs,
        options.regrade,
        lambda: chosen_layer(options, whole_class=True),
    )
    rate = f" ({run.graded / run.seconds:.1f} a second)" if run.graded and run.seconds else ""
    print(
        f"Graded {run.graded} submissions in {run.seconds:.1f} s with {jobs} workers{rate}; "
        f"{run.already} were already graded for the same content."
    )
    statuses = Counter(row.status for row in run.rows)
    print(f"Class: {len(run.rows)} learners: {tally(statuses)}.")
    errors = [row for row in run.rows if row.status == "error"]
    if errors:
        # Learner land, shown in a terminal: names spelled out, control characters replaced.
        print("Could not be graded:")
        for row in errors:
            reason = "\n    ".join(printable(row.why).splitlines())
            print(f"  {name_text(row.learner)} ({name_text(row.source)}): {reason}")
    if run.folder.strays:
        names = ", ".join(label(path, run.folder.root) for path in run.folder.strays)
        print(f"Not submissions, skipped: {names}")
    gradebook_path = name_text(str(run.gradebook))
    program = invoked_as()
    print(
        f"Gradebook: {gradebook_path}\n"
        f"Next: {program} report --gradebook {gradebook_path}; "
        f"{program} export --gradebook {gradebook_path} --csv grades.csv"
    )


def invoked_as() -> str:
    """The command as the instructor typed it (`.venv/bin/citekit`, `python -m grader`), so a
    suggested next command works as printed even when the kit's folder is not on PATH."""
    program = sys.argv[0]
    if Path(program).name == "__main__.py":
        return "python -m grader"
    return name_text(program) if program else "citekit"


def run_export(options: argparse.Namespace) -> int:
    from grader.reports.class_export import export_csv, export_feedback, export_json

    if not (options.csv or options.json or options.feedback):
        raise KitError("Name at least one of --csv OUT.csv, --json OUT.json, --feedback DIR.")
    rows = _rows(_gradebook(options.gradebook))
    if options.csv:
        export_csv(rows, options.csv)
        print(f"wrote {options.csv} ({len(rows)} rows)")
    if options.json:
        export_json(rows, options.json)
        print(f"wrote {options.json} ({len(rows)} rows)")
    if options.feedback:
        written = export_feedback(rows, options.feedback)
        print(f"wrote {len(written)} feedback files in {options.feedback}")
    return 0


def run_report(options: argparse.Namespace) -> int:
    from grader.class_stats import class_stats
    from grader.reports import class_html, class_text
    from grader.reports.class_html import FEEDBACK_SUFFIX

    path = _gradebook(options.gradebook)
    rows = _rows(path)
    if not rows:
        raise KitError(f"The gradebook {path} is empty; `citekit grade FOLDER` fills it.")
    threshold = options.below / 100
    print(class_text.render(class_stats(rows), threshold), end="")
    if options.html:
        title = f"Class report: {path.name.removesuffix(SUFFIX)}"
        written = class_html.write_report(rows, options.html, title, threshold)
        print(
            f"wrote {name_text(str(written.report))} and {len(written.feedback)} feedback pages "
            f"in {name_text(str(options.html.with_name(options.html.stem + FEEDBACK_SUFFIX)))}"
        )
    return 0


def _percent(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError(f"expected a percentage from 0 to 100, not {text!r}")
    return value


def _gradebook_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--gradebook",
        type=Path,
        metavar="PATH",
        help=f"default: the only *{SUFFIX} in the current folder",
    )


def _gradebook(named: Path | None) -> Path:
    if named:
        return named
    found = sorted(Path.cwd().glob(f"*{SUFFIX}"))
    if len(found) != 1:
        where = "none" if not found else ", ".join(path.name for path in found)
        raise KitError(f"Name the gradebook with --gradebook PATH (found in this folder: {where}).")
    return found[0]


def _rows(path: Path) -> list[Row]:
    from grader.batch.gradebook import Gradebook

    book = Gradebook.existing(path)
    try:
        return book.rows()
    finally:
        book.close()
