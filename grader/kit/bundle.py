"""`citekit bundle OUT`: the kit as learners get it — no reference code, no walkthroughs, no
instructor-only checks; the fixed checks compare with answers recorded from the reference."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.ground.errors import KitError
from grader.ground.walk import copy_tree
from grader.languages import ALL, DEFAULT
from grader.lesson.checks.answers import ANSWERS_FILE, Recorder
from grader.lesson.lessons import Lesson, all_lessons, kit_root
from grader.report.results import Status

LEARNER_FILES = ("lesson.toml", "lesson.md", "stub.py", "checks.py")
# A lesson's stub in each other language it has been written in.
OPTIONAL_LEARNER_FILES = tuple(language.stub_name for language in ALL if language is not DEFAULT)
# {slug}: the first lesson, as the worked example of the commands.
LEARNER_README = """# citekit — learner copy

Install it, open a lesson's notebook, and run its check cell:

    python3 -m venv .venv && .venv/bin/pip install -q '.[notebook]'
    .venv/bin/jupyter notebook notebooks/

Or work in a plain file named after its lesson (`exercises/` has one folder per lesson, with
`stub.py` and `stub.js`), so that `check` can tell which lesson it is for:

    cp exercises/{slug}/stub.py {slug}.py
    .venv/bin/citekit check {slug}.py
    .venv/bin/citekit hint {slug} 1

A file of any other name is graded with the lesson named: `citekit check my_solution.py
--exercise {slug}`. For JavaScript, copy `stub.js` instead; its hints are
`citekit hint {slug} 1 --javascript`.
"""


def record_answers(lesson: Lesson) -> Recorder:
    """Grade the reference with a recorder in its place, capturing every expected answer
    that the learners' checks ask for."""
    recorder = Recorder(lesson.reference)
    shipped = [spec for spec in lesson.checks if not spec.instructor]
    report = grade(lesson.with_parts(shipped, recorder), load_submission(lesson.reference_path))
    if report.status is not Status.PASS:
        raise KitError(
            f"The reference of {lesson.slug!r} does not pass its own checks ({report.message}); "
            "run `citekit validate` and fix the lesson before bundling it."
        )
    return recorder


def build_bundle(out: Path, with_solutions: bool) -> Path:
    root = kit_root()
    if out.exists():
        raise KitError(f"{out} exists already; choose a new path or remove it first.")
    zipped = out.suffix == ".zip"
    with tempfile.TemporaryDirectory() as scratch:  # nothing half-built is left at OUT
        folder = Path(scratch) / out.stem
        copy_tree(root / "grader", folder / "grader")
        for name in ("hints", "notebooks", "etc"):
            copy_tree(root / name, folder / name)
        for lesson in all_lessons(root):
            _write_lesson(lesson, folder / "exercises" / lesson.slug)
        if with_solutions:
            copy_tree(root / "solutions", folder / "solutions")
        pyproject = (root / "pyproject.toml").read_text("utf-8")
        if not with_solutions:
            pyproject = pyproject.replace('"solutions" = "grader/_kit/solutions"\n', "")
        (folder / "pyproject.toml").write_text(pyproject, encoding="utf-8")
        first = all_lessons(root)[0].slug
        (folder / "README.md").write_text(LEARNER_README.format(slug=first), encoding="utf-8")
        if zipped:
            return Path(shutil.make_archive(str(out.with_suffix("")), "zip", scratch, out.stem))
        shutil.move(folder, out)
    return out


def _write_lesson(lesson: Lesson, target: Path) -> None:
    target.mkdir(parents=True)
    missing = [name for name in LEARNER_FILES if not (lesson.folder / name).is_file()]
    if missing:
        raise KitError(
            f"Lesson {lesson.slug!r} is incomplete (no {', '.join(missing)}); run "
            f"`citekit validate {lesson.slug}` and complete it before bundling."
        )
    for name in LEARNER_FILES + OPTIONAL_LEARNER_FILES:
        if (lesson.folder / name).is_file():
            shutil.copy2(lesson.folder / name, target / name)
    hidden = sum(spec.instructor for spec in lesson.checks)
    if hidden:  # learners see how many there are, not what they test; top-level key, first
        meta = target / "lesson.toml"
        meta.write_text(f"instructor_checks = {hidden}\n" + meta.read_text("utf-8"), "utf-8")
    record_answers(lesson).save(target / ANSWERS_FILE)
