"""Lessons as loaded from a kit: read again when their files change, and graded with other
parts when asked."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from conftest import FIXTURE_KIT, FIXTURE_SLUG, cli_environment, run_cli

from grader.lesson.lessons import all_lessons, find_lesson

# Lessons read from a kit, and what a broken one says: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent


def test_lessons_are_read_again_only_after_a_change(fixture_kit_copy: Path) -> None:
    first = all_lessons(fixture_kit_copy)
    assert (
        all_lessons(fixture_kit_copy)[0] is first[0]
    )  # unchanged: the same, checks already loaded
    meta = fixture_kit_copy / "exercises" / FIXTURE_SLUG / "lesson.toml"
    meta.write_text(meta.read_text("utf-8").replace("title = ", 'title = "Renamed" #'), "utf-8")
    _touch_later(meta)
    again = all_lessons(fixture_kit_copy)
    assert again[0] is not first[0]
    assert again[0].title == "Renamed"


def _touch_later(path: Path) -> None:
    """An edit after the first read, and after every other file, however coarse the clock."""
    later = time.time_ns() + 10**9
    os.utime(path, ns=(later, later))


@pytest.mark.parametrize(
    ("changed", "read_again"),
    [
        (f"exercises/{FIXTURE_SLUG}/checks.py", True),
        (f"hints/{FIXTURE_SLUG}.md", True),
        (f"solutions/{FIXTURE_SLUG}/reference.py", True),
        # Known solutions: only `validate` reads them, from disk, every time.
        (f"solutions/{FIXTURE_SLUG}/wrong/*.py", False),
    ],
)
def test_a_change_to_a_file_a_lesson_reads_reads_it_again(
    fixture_kit_copy: Path, changed: str, read_again: bool
) -> None:
    first = all_lessons(fixture_kit_copy)[0]
    edited = list(fixture_kit_copy.glob(changed))
    assert edited
    for path in edited:
        _touch_later(path)
    assert (all_lessons(fixture_kit_copy)[0] is not first) == read_again


def test_with_parts_grades_with_other_parts_and_leaves_the_lesson_alone() -> None:
    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT)
    every = lesson.checks

    def reference(*args: object) -> str:
        return "stand-in"

    other = lesson.with_parts(every[:1], reference)
    assert other.checks == every[:1]
    assert other.reference is reference
    assert other.slug == lesson.slug
    assert lesson.checks == every and lesson.reference is not reference
    kept = lesson.with_parts(every[:2])
    assert kept.reference is lesson.reference


@pytest.mark.parametrize(
    ("added", "named"),
    [
        ("raise RuntimeError('no such table')", "RuntimeError: no such table"),
        ("def (", "SyntaxError"),
    ],
)
def test_a_lesson_file_that_cannot_load_is_named_in_one_paragraph(
    fixture_kit_copy: Path, added: str, named: str
) -> None:
    checks = fixture_kit_copy / "exercises" / FIXTURE_SLUG / "checks.py"
    lines = len(checks.read_text("utf-8").splitlines())
    checks.write_text(checks.read_text("utf-8") + added + "\n", "utf-8")
    env = cli_environment(CITEKIT_HOME=str(fixture_kit_copy))
    for args in (
        ("validate", FIXTURE_SLUG),
        ("check", str(fixture_kit_copy / "solutions" / FIXTURE_SLUG / "reference.py")),
    ):
        done = run_cli(*args, env=env)
        assert done.returncode != 0
        assert "Traceback" not in done.stdout + done.stderr
        shown = done.stdout + done.stderr
        assert f"The lesson file {checks} could not be loaded: line {lines + 1} raised " in shown
        assert named in shown and "Fix that file" in shown
