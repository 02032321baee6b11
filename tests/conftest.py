"""Shared helpers: the fixture kit and the curriculum's first lesson, grading in-process (the kit's
own files through the store of known results), and running the CLI."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from curriculum_marks import marked_for_curriculum

from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.kit.known_results import KnownResults, store_from_environment
from grader.lesson.lessons import Lesson, find_lesson
from grader.report.results import Report

REPO = Path(__file__).resolve().parent.parent
SLUG = "check-cited-sources"
EXERCISE = REPO / "exercises" / SLUG
SOLUTIONS = REPO / "solutions" / SLUG
REFERENCE = SOLUTIONS / "reference.py"
STUB = EXERCISE / "stub.py"
NOTEBOOK = REPO / "notebooks" / f"{SLUG}.ipynb"
WRONG = sorted((SOLUTIONS / "wrong").glob("*.py"))
# The browser tests' Chromium: Debian's, headless, and asking nothing of the network.
CHROMIUM = Path(os.environ.get("CITEKIT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
CORRECT = sorted((SOLUTIONS / "correct").glob("*.py"))

# The first lesson's parts: a kit holding only them is what CITEKIT_HOME can point at.
KIT_PARTS = (
    Path("exercises") / SLUG,
    Path("hints") / f"{SLUG}.md",
    Path("solutions") / SLUG,
    Path("notebooks") / f"{SLUG}.ipynb",
)

# The fixture lessons, written for these tests: a kit of their own, laid out as the real one,
# so that a test of the grader leans on no lesson of the curriculum.
FIXTURE_KIT = REPO / "tests" / "fixtures" / "kit"
FIXTURE_SLUG = "unretrieved-ids"  # solve(citations, retrieved_ids) -> list[str]
PAIRS_SLUG = "tally-sources"  # solve(citations) -> list[tuple[str, int]]
FIXTURE_SOLUTIONS = FIXTURE_KIT / "solutions" / FIXTURE_SLUG
FIXTURE_REFERENCE = FIXTURE_SOLUTIONS / "reference.py"
FIXTURE_STUB = FIXTURE_KIT / "exercises" / FIXTURE_SLUG / "stub.py"
FIXTURE_WRONG = sorted((FIXTURE_SOLUTIONS / "wrong").glob("*.py"))
FIXTURE_NOTEBOOK = FIXTURE_KIT / "notebooks" / f"{FIXTURE_SLUG}.ipynb"

_graded: dict[Path, Report] = {}


def declared_trip(path: Path) -> str:
    """The second line of a corpus file, `# trips: …`, without its prefix."""
    lines = path.read_text("utf-8").splitlines()
    assert len(lines) > 1 and lines[1].startswith("# trips: "), f"{path.name}: no `# trips:` line"
    return lines[1].removeprefix("# trips: ").strip()


# The store of known results the tests share with `citekit validate`: each of the kit's own
# files graded once (`.ci/run` names the store; by default it is kept under build/).
KNOWN_RESULTS = store_from_environment() or KnownResults(REPO / "build" / "known-results")


def known_report(lesson: Lesson, path: Path, *, fresh: bool = False) -> Report:
    """One of the kit's own files (reference, stub, known solution) graded against `lesson`,
    from the store of known results; `fresh` grades it again and stores that."""
    return KNOWN_RESULTS.report(lesson, path, fresh=fresh)


def grade_fixture(path: Path, slug: str = FIXTURE_SLUG) -> Report:
    """A submission graded in-process against a fixture lesson, the first by default; the
    lesson's own files come from the store of known results."""
    lesson = find_lesson(slug, FIXTURE_KIT)
    if path.is_relative_to(FIXTURE_KIT):
        return known_report(lesson, path)
    return grade(lesson, load_submission(path))


def grade_file(path: Path, *, cached: bool = True) -> Report:
    """Grade a submission in-process against the first lesson; the lesson's own files come
    from the store of known results, other verdicts are reused within this run."""
    if path.is_relative_to(REPO / "solutions") or path.is_relative_to(REPO / "exercises"):
        return known_report(find_lesson(SLUG), path, fresh=not cached)
    if cached and path in _graded:
        return _graded[path]
    report = grade(find_lesson(SLUG), load_submission(path))
    if cached:
        _graded[path] = report
    return report


def statuses(report: Report) -> dict[str, str]:
    return {result.id: result.status.value for result in report.checks}


def cli_environment(**extra: str) -> dict[str, str]:
    """This environment without CITEKIT_HOME (so the kit in this checkout is found), plus extra."""
    env = {key: value for key, value in os.environ.items() if key != "CITEKIT_HOME"}
    env.update(extra)
    return env


def fixture_environment(**extra: str) -> dict[str, str]:
    """This environment with the fixture kit as the kit's root (CITEKIT_HOME, unless extra
    names another), plus extra."""
    return cli_environment(**{"CITEKIT_HOME": str(FIXTURE_KIT), **extra})


def run_cli(
    *args: str | Path,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 60,
) -> subprocess.CompletedProcess[str]:
    """`python -m grader ARGS` with this interpreter."""
    return subprocess.run(
        [sys.executable, "-m", "grader", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd or REPO,
        env=env or cli_environment(),
        timeout=timeout,
    )


FILE_LINE = re.compile(r'File "([^"]+)"')


def assert_no_grader_traceback(text: str, learner_files: tuple[str, ...] = ()) -> None:
    """No traceback of the kit's own: only frames in the learner's files may be shown."""
    assert "Traceback (most recent call last)" not in text, text
    for name in FILE_LINE.findall(text):
        assert name in learner_files, f"a frame outside the learner's code is shown: {name}"


def copy_kit(destination: Path) -> Path:
    """A kit holding only the first lesson, copied from this checkout."""
    for part in KIT_PARTS:
        source, target = REPO / part, destination / part
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copyfile(source, target)
    return destination


@pytest.fixture
def fixture_kit_copy(tmp_path: Path) -> Iterator[Path]:
    """A private copy of the fixture kit, to be changed and pointed at by CITEKIT_HOME."""
    yield Path(shutil.copytree(FIXTURE_KIT, tmp_path / "kit"))


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Where the kit holds no curriculum (exercises/ empty, as CI runs the grader's tests), a
    module marked as leaning on it is not imported at all: it may read the lessons' files as
    it is, and `-m 'not curriculum'` deselects only what was collected."""
    if collection_path.suffix != ".py" or not collection_path.name.startswith("test_"):
        return None
    if any((REPO / "exercises").iterdir()):
        return None
    return marked_for_curriculum(collection_path.read_text("utf-8")) or None
