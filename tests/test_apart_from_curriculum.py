"""The grader's tests stand apart from the curriculum: a test module not marked `curriculum`
(its subject is the lessons) or `leans_on_curriculum` (not moved to the fixture lessons yet)
names no curriculum lesson and uses no shared helper bound to one, so it runs with exercises/
empty, as `.ci/run` runs it. Editing a lesson then breaks only that lesson's validation."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from conftest import REPO
from curriculum_marks import marked_for_curriculum

# The helpers bound to the curriculum: conftest's first lesson and its files (class_support's
# class and isolation_support's check_file are the fixture lesson's).
BOUND = {
    "conftest": {
        "SLUG",
        "EXERCISE",
        "SOLUTIONS",
        "REFERENCE",
        "STUB",
        "NOTEBOOK",
        "WRONG",
        "CORRECT",
        "KIT_PARTS",
        "copy_kit",
        "grade_file",
    },
}
MODULES = sorted((REPO / "tests").glob("test_*.py"))

pytestmark = pytest.mark.layer_independent


def leans_on_curriculum(source: str, slugs: list[str]) -> list[str]:
    """What in a test module's source leans on the curriculum, one line each."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module in BOUND:
            bound = BOUND[node.module]
            found += [f"imports {alias.name}" for alias in node.names if alias.name in bound]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found += [f"names {slug}" for slug in slugs if slug in node.value]
    return found


@pytest.mark.parametrize("module", MODULES, ids=[module.name for module in MODULES])
def test_a_grader_test_module_stands_apart_from_the_curriculum(module: Path) -> None:
    source = module.read_text("utf-8")
    if marked_for_curriculum(source):
        return
    # The lesson slugs, where the curriculum is there to name them.
    slugs = sorted(path.name for path in (REPO / "exercises").glob("*/"))
    assert leans_on_curriculum(source, slugs) == [], (
        f"{module.name} leans on the curriculum: run it on the fixture lessons "
        "(tests/fixtures/kit), or mark it `curriculum` if the lessons are its subject"
    )


def test_what_leans_on_the_curriculum_is_found() -> None:
    source = (
        "from conftest import REFERENCE, FIXTURE_SLUG as SLUG\n"
        "def test_x():\n"
        "    run('some-lesson')\n"
    )
    assert leans_on_curriculum(source, ["some-lesson"]) == [
        "imports REFERENCE",
        "names some-lesson",
    ]
