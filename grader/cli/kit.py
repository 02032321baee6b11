"""The author's commands, on the kit itself: `notebook`, `validate`, `new`, `bundle` and
`site`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grader.lesson.lessons import Lesson


def add_commands(commands: Any) -> None:
    """Register the author's commands on the command line's subparsers."""
    notebook = commands.add_parser("notebook", help="write the learner notebooks from the lessons")
    notebook.add_argument("slug", nargs="?", help="one lesson (default: all)")
    notebook.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a notebook is out of date"
    )
    notebook.add_argument(
        "--force",
        action="store_true",
        help="also rewrite notebooks edited or run since they were written (each kept beside it)",
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

    site = commands.add_parser(
        "site", help="the track as a static site that runs and checks in the browser"
    )
    site.add_argument("out", type=Path, help="a new folder, to host as static files")
    site.add_argument(
        "--cache",
        type=Path,
        default=Path("build") / "site-cache",
        help="where fetched artefacts are kept, so a second build needs no network "
        "(default: build/site-cache)",
    )
    site.set_defaults(run=run_site)


def _lessons(slug: str | None) -> list[Lesson]:
    """The lesson named, or every lesson."""
    from grader.lesson.lessons import all_lessons, find_lesson

    return [find_lesson(slug)] if slug else all_lessons()


def run_notebook(options: argparse.Namespace) -> int:
    from grader.kit.notebook_writer import build_notebook, learner_changes, notebook_text

    stale, kept_back = [], []
    for lesson in _lessons(options.slug):
        path = lesson.notebook_path
        text = notebook_text(build_notebook(lesson))
        current = path.read_text("utf-8", errors="replace") if path.exists() else None
        if text == current:
            continue
        stale.append(path)
        if options.check:
            continue
        changes = learner_changes(current) if current is not None else None
        if changes and not options.force:
            kept_back.append(f"{path} ({changes})")
            continue
        if changes:
            kept = _keep_beside(path)
            print(f"kept the old {path.name} as {kept}")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    if options.check and stale:
        names = ", ".join(str(path) for path in stale)
        print(
            f"citekit: out of date: {names}. Run `citekit notebook` to regenerate.", file=sys.stderr
        )
        return 1
    if kept_back:
        print(
            f"citekit: not rewritten, since each holds work that would be lost: "
            f"{'; '.join(kept_back)}. Save a copy if it is a learner's work, or run "
            "`citekit notebook --force`, which writes the new notebook and keeps the old one "
            "beside it.",
            file=sys.stderr,
        )
        return 1
    return 0


def _keep_beside(path: Path) -> Path:
    """Move a notebook out of the way under a name that does not exist yet."""
    number = 1
    while (kept := path.with_name(f"{path.stem}.old-{number}{path.suffix}")).exists():
        number += 1
    path.rename(kept)
    return kept


def run_validate(options: argparse.Namespace) -> int:
    from grader.kit.validate import render, validate

    sound = True
    for lesson in _lessons(options.slug):
        findings = validate(lesson)
        print(render(lesson, findings))
        sound = sound and all(finding.ok for finding in findings)
    print("All lessons are sound." if sound else "Some lessons need work (FAIL above).")
    return 0 if sound else 1


def run_new(options: argparse.Namespace) -> int:
    from grader.kit.scaffold import scaffold
    from grader.lesson.lessons import kit_root

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
    from grader.kit.bundle import build_bundle

    written = build_bundle(options.out, options.with_solutions)
    print(f"wrote the learner bundle {written}")
    return 0


def run_site(options: argparse.Namespace) -> int:
    from grader.platforms.site.build import build_site

    written = build_site(options.out, options.cache)
    print(f"wrote the site {written}; host the folder as static files")
    return 0
