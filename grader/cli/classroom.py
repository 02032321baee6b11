"""The instructor's class commands: `grade`, `export` and `report`."""

from __future__ import annotations

import argparse
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grader.cli.sandbox_options import add_sandbox_options, chosen_layer, limit_overrides
from grader.ground.errors import KitError
from grader.ground.text import name_text, printable

if TYPE_CHECKING:
    from grader.classroom.gradebook import Row
    from grader.classroom.pool import ClassRun
    from grader.classroom.task import Settings

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
    from grader.classroom.pool import default_jobs
    from grader.classroom.task import Settings
    from grader.lesson.lessons import find_lesson

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
    runs = [_grade_folder(folder, gradebook, settings, jobs, options) for folder in options.folders]
    _summarise(runs, jobs)
    _name_retired_lessons(gradebook)
    path, program = name_text(str(gradebook)), invoked_as()
    print(
        f"Gradebook: {path}\n"
        f"Next: {program} report --gradebook {path}; "
        f"{program} export --gradebook {path} --csv grades.csv"
    )
    ungraded = [run for run in runs if run.rows and all(row.status == "error" for row in run.rows)]
    for run in ungraded:
        print(f"citekit: {_why_none_graded(run)}", file=sys.stderr)
    # As `check` exits 2 for a submission that cannot be graded: a class folder of which
    # nothing could be graded is not a class graded.
    return 2 if ungraded else 0


def _grade_folder(
    folder: Path, gradebook: Path, settings: Settings, jobs: int, options: argparse.Namespace
) -> ClassRun:
    from dataclasses import replace

    from grader.classroom.class_stats import tally
    from grader.classroom.folder import label
    from grader.classroom.pool import grade_class
    from grader.lesson.lessons import lesson_of_folder

    if len(options.folders) > 1:
        print(f"== {name_text(str(folder))}")
    lesson = lesson_of_folder(folder, settings.exercise)
    if lesson is None:
        print(f"citekit: the lesson of {folder} is not clear; every row will say so. {NAME_IT}")

    def announce_lesson_changed(count: int) -> None:
        assert lesson is not None  # a lesson not told has no version to change
        print(
            f"citekit: {count} submissions were graded under another version of the lesson "
            f"{lesson.slug} than the one it has now ({lesson.version}); they are graded again.",
            flush=True,  # seen before grading starts, in a log file too
        )

    run = grade_class(
        folder,
        gradebook,
        replace(settings, exercise=lesson.slug if lesson else None),
        jobs,
        options.regrade,
        lambda: chosen_layer(options, whole_class=True),
        announce_lesson_changed,
    )
    statuses = Counter(row.status for row in run.rows)
    if len(options.folders) > 1:
        print(f"{len(run.rows)} learners: {tally(statuses)}.")
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
    return run


def _summarise(runs: list[ClassRun], jobs: int) -> None:
    """One summary of the whole run, however many folders it graded."""
    from grader.classroom.class_stats import tally

    graded, already = sum(run.graded for run in runs), sum(run.already for run in runs)
    if graded:
        changed = sum(run.lesson_changed for run in runs)
        again = f" ({changed} again, as their lesson changed)" if changed else ""
        seconds = sum(run.seconds for run in runs)
        rate = f" ({graded / seconds:.1f} a second)" if seconds else ""
        print(
            f"Graded {graded} submissions{again} in {seconds:.1f} s with {jobs} workers"
            f"{rate}; {already} were already graded for the same content."
        )
    else:
        print(
            f"citekit: nothing new to grade: {already} submissions already graded; "
            "--regrade grades them again."
        )
    rows = [row for run in runs for row in run.rows]
    folders = f" in {len(runs)} folders" if len(runs) > 1 else ""
    print(f"Class: {len(rows)} learners{folders}: {tally(Counter(row.status for row in rows))}.")


def _why_none_graded(run: ClassRun) -> str:
    """One line: the folder none of whose submissions could be graded, and the reason they
    share, or where each one's is."""
    reasons = {" ".join(row.why.split()) for row in run.rows}
    if len(reasons) == 1:
        why = f": {printable(reasons.pop())}"
    else:
        why = "; 'Could not be graded' above says why for each."
    shown = name_text(str(run.folder.root))
    return f"none of the {len(run.rows)} submissions in {shown} could be graded{why}"


def _name_retired_lessons(gradebook: Path) -> None:
    """Rows of a lesson the kit no longer has stand as they were graded: there is nothing to
    grade them again with, and dropping a learner's grade is the instructor's call."""
    from grader.classroom.gradebook import Gradebook
    from grader.lesson.lessons import all_lessons

    book = Gradebook.existing(gradebook)
    try:
        counts = book.count_by_exercise()
    finally:
        book.close()
    known = {lesson.slug for lesson in all_lessons()}
    retired = {slug: count for slug, count in counts.items() if slug and slug not in known}
    if retired:
        names = ", ".join(f"{name_text(slug)} ({count})" for slug, count in retired.items())
        print(
            f"The gradebook keeps {sum(retired.values())} rows of lessons this kit no longer "
            f"has: {names}. They stand as they were graded, since no lesson is left to grade "
            "them again with; report and export still show them."
        )


def invoked_as() -> str:
    """The command as the instructor typed it (`.venv/bin/citekit`, `python -m grader`), so a
    suggested next command works as printed even when the kit's folder is not on PATH."""
    program = sys.argv[0]
    if Path(program).name == "__main__.py":
        return "python -m grader"
    return name_text(program) if program else "citekit"


def run_export(options: argparse.Namespace) -> int:
    from grader.views.class_export import export_csv, export_feedback, export_json

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
    from grader.classroom.class_stats import class_stats
    from grader.views import class_html, class_text
    from grader.views.class_html import FEEDBACK_SUFFIX

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
    """The gradebook named, else the only one in the current folder, else the only one in a
    folder inside it (`grade` writes one beside the class folder it grades: from the folder
    above, say the repository's root, it is one level down)."""
    if named:
        return named
    here = Path.cwd()
    found = sorted(here.glob(f"*{SUFFIX}")) or sorted(here.glob(f"*/*{SUFFIX}"))
    if len(found) == 1:
        print(f"Gradebook: {name_text(str(found[0].relative_to(here)))}", file=sys.stderr)
        return found[0]
    if not found:
        raise KitError(
            f"No gradebook (*{SUFFIX}) in this folder or the folders inside it. Name it with "
            f"--gradebook PATH: `citekit grade FOLDER` writes FOLDER{SUFFIX} beside the folder "
            "it grades, or where its --gradebook said."
        )
    names = ", ".join(name_text(str(path.relative_to(here))) for path in found)
    raise KitError(f"There are {len(found)} gradebooks here ({names}); name one with --gradebook.")


def _rows(path: Path) -> list[Row]:
    from grader.classroom.gradebook import Gradebook

    book = Gradebook.existing(path)
    try:
        return book.rows()
    finally:
        book.close()
