"""Lessons as loaded from a kit: read again when their files change, and graded with other
parts when asked."""

from __future__ import annotations

import os
from pathlib import Path

from conftest import SLUG

from grader.lessons import all_lessons, find_lesson


def test_lessons_are_read_again_only_after_a_change(kit_copy: Path) -> None:
    first = all_lessons(kit_copy)
    assert all_lessons(kit_copy)[0] is first[0]  # unchanged: the same, checks already loaded
    meta = kit_copy / "exercises" / SLUG / "lesson.toml"
    meta.write_text(meta.read_text("utf-8").replace("title = ", 'title = "Renamed" #'), "utf-8")
    later = meta.stat().st_mtime_ns + 10**9  # later than the first read, however coarse the clock
    os.utime(meta, ns=(later, later))
    again = all_lessons(kit_copy)
    assert again[0] is not first[0]
    assert again[0].title == "Renamed"


def test_with_parts_grades_with_other_parts_and_leaves_the_lesson_alone() -> None:
    lesson = find_lesson(SLUG)
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
