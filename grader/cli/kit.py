"""The author's commands, on the kit itself: `notebook`, `validate`, `new` and `bundle`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grader.lessons import Lesson


def add_commands(commands: Any) -> None:
    """Register the author's commands on the command line's subparsers."""
    notebook = commands.add_parser("notebook", help="write the learner notebooks from the lessons")
    notebook.add_argument("slug", nargs="?", help="one lesson (default: all)")
    notebook.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a notebook is out of date"
    )
    notebook.set_defaults(run=run_notebook)

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


def _lessons(slug: str | None) -> list[Lesson]:
    """The lesson named, or every lesson."""
    from grader.lessons import all_lessons, find_lesson

    return [find_lesson(slug)] if slug else all_lessons()


def run_notebook(options: argparse.Namespace) -> int:
    from grader.notebook_writer import build_notebook, notebook_text

    stale = []
    for lesson in _lessons(options.slug):
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

    sound = True
    for lesson in _lessons(options.slug):
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
