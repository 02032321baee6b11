"""The command line: `citekit` and `python -m grader` both land here."""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from grader.batch.commands import add_commands as add_class_commands
from grader.errors import KitError
from grader.lessons import Lesson, all_lessons, find_lesson, infer_lesson
from grader.results import Report, Status
from grader.sandbox.options import add_sandbox_options, chosen_layer, chosen_limits
from grader.text import printable

EXIT_BUG = 3


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    options = parser.parse_args(argv)
    try:
        code: int = options.run(options)
        return code
    except KitError as problem:
        if getattr(options, "json", False):
            print(json.dumps(_error_json(options, str(problem))))
        else:
            # The message may name a learner's file or quote a line of it.
            print(f"citekit: {printable(str(problem))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("citekit: interrupted.", file=sys.stderr)
        return 130
    except Exception:  # a bug of ours: say so, keep the details for the bug report
        traceback.print_exc()
        print("citekit: internal error (a bug in the kit, not in your code).", file=sys.stderr)
        return EXIT_BUG


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="citekit", description="Exercises on grounding LLM answers, graded automatically."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    check = commands.add_parser("check", help="grade one .py file or .ipynb notebook")
    check.add_argument("submission", type=Path, help="the file where you wrote your function")
    check.add_argument("--exercise", metavar="SLUG", help="the lesson (inferred when unambiguous)")
    check.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    add_sandbox_options(check)
    check.set_defaults(run=run_check)

    listing = commands.add_parser("list", help="list the lessons")
    listing.set_defaults(run=run_list)

    hint = commands.add_parser("hint", help="show a lesson's hints, one stage at a time")
    hint.add_argument("slug", help="the lesson")
    hint.add_argument("stage", nargs="?", type=int, default=1, help="the stage (1 first)")
    hint.set_defaults(run=run_hint)

    notebook = commands.add_parser("notebook", help="write the learner notebooks from the lessons")
    notebook.add_argument("slug", nargs="?", help="one lesson (default: all)")
    notebook.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a notebook is out of date"
    )
    notebook.set_defaults(run=run_notebook)

    add_class_commands(commands)

    validate = commands.add_parser("validate", help="prove lessons sound before a class")
    validate.add_argument("slug", nargs="?", help="one lesson (default: all)")
    validate.set_defaults(run=run_validate)

    new = commands.add_parser("new", help="scaffold a new lesson for `validate` to guide")
    new.add_argument("slug", help="lower-case words joined by '-'")
    new.add_argument("--title", help="the lesson's title (default: from the slug)")
    new.add_argument(
        "--parameters", default="data", help="the function's parameters, comma-separated"
    )
    new.set_defaults(run=run_new)

    bundle = commands.add_parser("bundle", help="a learner copy of the kit, without answers")
    bundle.add_argument("out", type=Path, help="a new folder, or a path ending in .zip")
    bundle.add_argument(
        "--with-solutions", action="store_true", help="include solutions/ (a teaching copy)"
    )
    bundle.set_defaults(run=run_bundle)
    return parser


def run_check(options: argparse.Namespace) -> int:
    from grader.reports.terminal import print_report
    from grader.runner import grade
    from grader.submission import load_submission

    layer = chosen_layer(options)
    submission = load_submission(options.submission)
    lesson = infer_lesson(options.submission, options.exercise, submission.lesson)
    report = grade(
        lesson,
        submission.units,
        submission.notes,
        chosen_limits(options, lesson.limits),
        hints_opened=submission.hints_opened,
        layer=layer,
    )
    if options.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print_report(report, hint_command(lesson))
    return report.exit_code


def hint_command(lesson: Lesson) -> Callable[[int], str]:
    return lambda stage: f"citekit hint {lesson.slug} {stage}"


def run_list(options: argparse.Namespace) -> int:
    lessons = all_lessons()
    width = max(len(lesson.slug) for lesson in lessons)
    for lesson in lessons:
        print(f"{lesson.slug:{width}}  {lesson.title} — {lesson.summary}")
    return 0


def run_hint(options: argparse.Namespace) -> int:
    from grader.hints import hint_stage

    lesson = find_lesson(options.slug)
    stage = hint_stage(lesson.hints, options.stage, lesson.slug)
    total = len(lesson.hints)
    print(f"Hint {stage.number} of {total}: {stage.title}\n\n{stage.text}")
    if stage.number < total:
        print(f"\nStill stuck? `citekit hint {lesson.slug} {stage.number + 1}` gives away more.")
    return 0


def run_notebook(options: argparse.Namespace) -> int:
    from grader.notebook_build import build_notebook, notebook_text

    lessons = [find_lesson(options.slug)] if options.slug else all_lessons()
    stale = []
    for lesson in lessons:
        text = notebook_text(build_notebook(lesson))
        current = lesson.notebook_path.read_text("utf-8") if lesson.notebook_path.exists() else ""
        if text == current:
            continue
        stale.append(lesson.notebook_path)
        if not options.check:
            lesson.notebook_path.parent.mkdir(parents=True, exist_ok=True)
            lesson.notebook_path.write_text(text, encoding="utf-8")
            print(f"wrote {lesson.notebook_path}")
    if options.check and stale:
        names = ", ".join(str(path) for path in stale)
        print(
            f"citekit: out of date: {names}. Run `citekit notebook` to regenerate.", file=sys.stderr
        )
        return 1
    return 0


def run_validate(options: argparse.Namespace) -> int:
    from grader.validate import render, validate

    lessons = [find_lesson(options.slug)] if options.slug else all_lessons()
    sound = True
    for lesson in lessons:
        findings = validate(lesson)
        print(render(lesson, findings))
        sound = sound and all(finding.ok for finding in findings)
    print("All lessons are sound." if sound else "Some lessons need work (FAIL above).")
    return 0 if sound else 1


def run_new(options: argparse.Namespace) -> int:
    from grader.lessons import kit_root
    from grader.scaffold import scaffold

    title = options.title or options.slug.replace("-", " ").capitalize()
    parameters = [p.strip() for p in options.parameters.split(",") if p.strip()]
    for path in scaffold(kit_root(), options.slug, title, parameters):
        print(f"wrote {path}")
    print(
        f"Next: replace every TODO, then run `citekit validate {options.slug}`: "
        "it says what is left to do."
    )
    return 0


def run_bundle(options: argparse.Namespace) -> int:
    from grader.bundle import build_bundle

    written = build_bundle(options.out, options.with_solutions)
    print(f"wrote the learner bundle {written}")
    return 0


def _error_json(options: argparse.Namespace, message: str) -> dict[str, object]:
    exercise = getattr(options, "exercise", None) or ""
    report = Report(exercise, exercise, Status.ERROR, message)
    return report.to_json()
