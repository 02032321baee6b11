"""Proving a lesson sound before it reaches a class.

For each lesson: its files and metadata are complete, the hints are staged, the notebook is
current, the reference passes every check, the stub is `todo`, every known-wrong solution
fails the check it names (and only that one when it says `only`), every correct style passes,
and the checks a learner bundle ships can run without the reference. A lesson written in
another language too (`solutions/SLUG/reference.js`) is proved in it as well: that reference
passes every check, its stub (`stub.js`) is `todo`, and its known solutions are graded with
the Python ones.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import repeat
from pathlib import Path

from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.ground.errors import KitError
from grader.kit.known_results import store_from_environment
from grader.kit.notebook_writer import build_notebook, notebook_text
from grader.languages import ALL, DEFAULT, Language, Wording, by_suffix
from grader.languages import render as render_wording
from grader.lesson.checks.answers import AnswerTable
from grader.lesson.lessons import Lesson, find_lesson
from grader.report.results import Failure, Report, Status

# In the order a lesson is written; `## Explore` may follow them.
LESSON_SECTIONS = (
    "Your task",
    "Words to know",
    "How it works",
    "Worked example",
    "Why it matters",
    "What the checks try",
    "Check yourself",
)
HINT_STAGES = 3
TRIPS = r"^{marker} (?P<check>[\w-]+)(?P<only> only)?\s*$"  # the marker: `# trips:`
PLACEHOLDER = "TODO"


@dataclass(frozen=True)
class Finding:
    ok: bool
    what: str
    details: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Variant:
    """A known solution kept with the lesson and what grading it must show."""

    path: Path
    trips: str | None  # the check it must fail; None for a correct style
    only: bool = False


def validate(lesson: Lesson) -> list[Finding]:
    files = _files(lesson)
    if not files.ok:
        return [files]  # the other findings read these files
    # The lesson's own language, and every other it has been written in.
    written = [language for language in ALL if lesson.reference_in(language).is_file()]
    findings = [files, _metadata(lesson), *(_hints(lesson, language) for language in written)]
    findings.append(_checks_declared(lesson, written))
    if not all(f.ok for f in findings):
        return findings  # grading a lesson with missing parts would only repeat the problem
    findings.append(_notebook(lesson))
    variants = list(_variants(lesson))
    given = [path for language in written for path in _given(lesson, language)]
    paths = [*given, *(v.path for v in variants)]
    reports = dict(zip(paths, _grade_all(lesson, paths)))
    for language in written:
        reference, stub = _given(lesson, language)
        name = "reference" if language is DEFAULT else reference.name
        findings.append(_reference(lesson, reports[reference], name))
        findings.append(_stub(reports[stub], "stub" if language is DEFAULT else stub.name))
    findings.append(_wrong(lesson, [v for v in variants if v.trips], reports))
    findings.append(_correct([v for v in variants if not v.trips], reports))
    findings.append(_bundle_ready(lesson))
    return findings


def _files(lesson: Lesson) -> Finding:
    needed = _authored_files(lesson)
    missing = [str(path.relative_to(lesson.root)) for path in needed if not path.is_file()]
    return Finding(not missing, "lesson files present", [f"missing: {m}" for m in missing])


def _metadata(lesson: Lesson) -> Finding:
    problems = []
    if not lesson.summary:
        problems.append("lesson.toml has no summary")
    text = lesson.text_path.read_text("utf-8")
    if not text.startswith(f"# {lesson.title}"):
        problems.append(f"lesson.md must start with the title line `# {lesson.title}`")
    for section in LESSON_SECTIONS:
        if f"\n## {section}\n" not in text:
            problems.append(f"lesson.md has no `## {section}` section")
    for path in _authored_files(lesson):  # all present: `_files` came first
        if PLACEHOLDER in path.read_text("utf-8"):
            problems.append(f"{path.relative_to(lesson.root)} still has {PLACEHOLDER} markers")
    return Finding(not problems, "metadata and lesson text complete", problems)


def _authored_files(lesson: Lesson) -> list[Path]:
    """The files an author writes; the notebook and the known solutions are checked apart."""
    return [
        lesson.folder / "lesson.toml",
        lesson.text_path,
        lesson.stub_path,
        lesson.folder / "checks.py",
        lesson.hints_path,
        lesson.reference_path,
        lesson.solution_folder / "walkthrough.md",
    ]


def _given(lesson: Lesson, language: Language) -> tuple[Path, Path]:
    """The lesson's reference and stub in `language`."""
    return lesson.reference_in(language), lesson.stub_in(language)


def _hints(lesson: Lesson, language: Language) -> Finding:
    """The hints for learners in `language` are staged as every lesson's are."""
    words = "hint" if language is DEFAULT else f"{language.display} hint"
    if lesson.hints_file_in(language) is None:
        where = " or ".join(f"hints/{name}" for name in language.hint_files(lesson.slug))
        advice = f"a lesson solved in {language.display} has its hints in {where}"
        return Finding(False, f"{words}s staged", [advice])
    try:
        stages = lesson.hints_in(language)
    except KitError as problem:
        return Finding(False, f"{words}s staged", [str(problem)])
    problems = []
    if len(stages) != HINT_STAGES:
        problems.append(f"{len(stages)} {words} stages; a lesson has {HINT_STAGES}")
    if any(not stage.text for stage in stages):
        problems.append(f"a {words} stage is empty")
    if len({stage.text for stage in stages}) != len(stages):
        problems.append(f"two {words} stages say the same thing")
    return Finding(not problems, f"{len(stages)} {words} stages, distinct", problems)


def _checks_declared(lesson: Lesson, written: list[Language]) -> Finding:
    problems = []
    try:
        checks = lesson.checks
    except KitError as problem:
        return Finding(False, "checks declared", [str(problem)])
    for spec in checks:
        if spec.hint is not None and not 1 <= spec.hint <= len(lesson.hints):
            problems.append(f"check {spec.id!r} points to hint stage {spec.hint}, which is missing")
        if spec.points < 0 or not spec.name:
            problems.append(f"check {spec.id!r} needs a name and points >= 0")
        unworded = [language.display for language in written if not _worded(spec.name, language)]
        if unworded:
            problems.append(f"check {spec.id!r} has no name for {', '.join(unworded)}")
    return Finding(not problems, f"{len(checks)} checks declared", problems)


def _notebook(lesson: Lesson) -> Finding:
    current = lesson.notebook_path.read_text("utf-8") if lesson.notebook_path.is_file() else ""
    fresh = current == notebook_text(build_notebook(lesson))
    advice = [f"run `citekit notebook {lesson.slug}` and commit the result"]
    return Finding(fresh, "committed notebook equals the generated one", [] if fresh else advice)


def _worded(wording: Wording, language: Language) -> bool:
    try:
        return bool(render_wording(wording, language))
    except KeyError:
        return False


def _variants(lesson: Lesson) -> Iterator[Variant]:
    for kind in ("wrong", "correct"):
        folder = lesson.solution_folder / kind
        found = (path for path in folder.glob("*") if by_suffix(path.suffix) is not None)
        for path in sorted(found):
            language = by_suffix(path.suffix)
            assert language is not None
            match = trips_line(path, language)
            if match is None or (kind == "correct") != (match["check"] == "nothing"):
                wanted = "nothing" if kind == "correct" else "CHECK-ID"
                raise KitError(
                    f"{path} needs a line `{language.trips_marker} {wanted}` (its second line)."
                )
            trips = None if kind == "correct" else match["check"]
            yield Variant(path, trips, bool(match["only"]))


def trips_line(path: Path, language: Language) -> re.Match[str] | None:
    """A known solution's `trips:` line, in its language's comment."""
    pattern = TRIPS.format(marker=re.escape(language.trips_marker))
    return re.search(pattern, path.read_text("utf-8"), re.MULTILINE)


def _grade_file(slug: str, root: str, path: str) -> Report:
    """Grade one of the lesson's own files; its stored report when the run keeps a store of
    known results (`CITEKIT_KNOWN_RESULTS`), which these files alone ever enter."""
    lesson = find_lesson(slug, Path(root))
    store = store_from_environment()
    if store is not None:
        return store.report(lesson, Path(path))
    return grade(lesson, load_submission(Path(path)))


def _grade_all(lesson: Lesson, paths: list[Path]) -> list[Report]:
    """Grade in parallel: Hypothesis keeps each grader process busy, so one per core."""
    with ProcessPoolExecutor(max_workers=min(len(paths), os.cpu_count() or 1)) as pool:
        slugs, roots = repeat(lesson.slug), repeat(str(lesson.root))
        return list(pool.map(_grade_file, slugs, roots, map(str, paths)))


def _not_passed(report: Report, judged_only: bool = False) -> list[str]:
    """The checks that did not pass; with `judged_only`, less those that judged nothing (an
    efficiency check waits for every other check to pass)."""
    return [
        check.id
        for check in report.checks
        if check.status is not Status.PASS
        and not (judged_only and check.facts.failure is Failure.NOT_RUN)
    ]


def _reference(lesson: Lesson, report: Report, name: str = "reference") -> Finding:
    ok = report.status is Status.PASS and report.score == lesson.max_score
    details = [] if ok else [f"{report.status.value}: {report.message}", *_first_problems(report)]
    return Finding(ok, f"{name} passes every check ({report.score}/{lesson.max_score})", details)


def _first_problems(report: Report) -> list[str]:
    return [
        f"{c.id}: {c.message.splitlines()[0] if c.message else c.status.value}"
        for c in report.checks
        if c.status is not Status.PASS
    ][:5]


def _stub(report: Report, name: str = "stub") -> Finding:
    ok = report.status is Status.TODO
    return Finding(
        ok, f"{name} is todo", [] if ok else [f"it is {report.status.value}: {report.message}"]
    )


def _wrong(lesson: Lesson, wrong: list[Variant], reports: dict[Path, Report]) -> Finding:
    known = {spec.id for spec in lesson.checks}
    problems = []
    for variant in wrong:
        name = variant.path.relative_to(lesson.solution_folder)
        failed = _not_passed(reports[variant.path])
        if variant.trips not in known:
            problems.append(f"{name} names {variant.trips!r}, which is not a check")
        elif variant.trips not in failed:
            report = reports[variant.path]
            # Where no check could run (it could not be loaded), the report says why.
            unrun = report.status is Status.ERROR and not report.checks
            shown = ", ".join(failed) or (report.reason if unrun else "nothing")
            problems.append(f"{name} should fail {variant.trips!r} but it failed: {shown}")
        elif variant.only and _not_passed(reports[variant.path], True) != [variant.trips]:
            problems.append(f"{name} should fail only {variant.trips!r} but failed {failed}")
    if not wrong:
        problems.append("no known-wrong solutions in wrong/: add the mistakes learners make")
    return Finding(
        not problems, f"{len(wrong)} known-wrong solutions fail the check they name", problems
    )


def _correct(correct: list[Variant], reports: dict[Path, Report]) -> Finding:
    problems = [
        f"{v.path.name} should pass but failed: "
        f"{', '.join(_not_passed(reports[v.path])) or reports[v.path].message}"
        for v in correct
        if reports[v.path].status is not Status.PASS
    ]
    return Finding(not problems, f"{len(correct)} correct solutions pass", problems)


def _bundle_ready(lesson: Lesson) -> Finding:
    """Learners' checks must not need the reference on generated inputs: a bundle only has
    the answers recorded for fixed inputs."""
    shipped = [spec for spec in lesson.checks if spec.is_property and not spec.instructor]
    without_reference = lesson.with_parts(shipped, AnswerTable({}))
    report = grade(without_reference, load_submission(lesson.reference_path))
    needing = [c.id for c in report.checks if c.status is not Status.PASS]
    advice = [
        f"{check} compares with the reference on generated inputs: compare with a predicate "
        "instead, or move it to solutions/SLUG/checks.py (instructor-only)"
        for check in needing
    ]
    return Finding(not needing, "learner bundle: properties need no reference", advice)


def render(lesson: Lesson, findings: list[Finding]) -> str:
    lines = [f"{lesson.slug} — {lesson.title}"]
    for finding in findings:
        lines.append(f"  {'ok  ' if finding.ok else 'FAIL'}  {finding.what}")
        lines += [f"          {detail}" for detail in finding.details]
    return "\n".join(lines)
