"""Recorded inputs: a property replayed on the inputs of an earlier full run gives the verdict,
message and smallest input of a full Hypothesis run, for every known solution of every lesson;
a record that is missing, damaged or stale changes nothing."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from itertools import repeat
from pathlib import Path

import pytest
from conftest import REFERENCE, SLUG, copy_kit, known_report
from hypothesis.internal.reflection import function_digest

from grader.grading import replay
from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.lessons import Lesson, all_lessons, find_lesson, read_lesson
from grader.report.results import CheckResult, Status
from grader.sandbox import isolation
from grader.sandbox.isolation import Layer

# Still written against a curriculum lesson (its sample class, its files): to move to the
# fixture lessons, as the other grader tests have.
pytestmark = pytest.mark.leans_on_curriculum


@pytest.fixture(autouse=True)
def private_records(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def properties(lesson: Lesson) -> Lesson:
    return lesson.with_parts([spec for spec in lesson.checks if spec.is_property])


def known_solutions(lesson: Lesson) -> list[Path]:
    folder = lesson.solution_folder
    return [
        lesson.reference_path,
        *sorted((folder / "correct").glob("*.py")),
        *sorted((folder / "wrong").glob("*.py")),
    ]


def graded(lesson: Lesson, path: Path) -> list[CheckResult]:
    return grade(lesson, load_submission(path)).checks


def seen(result: CheckResult) -> tuple[object, ...]:
    """What a learner reads of a check's result, and how many calls it made."""
    return (result.id, result.status, result.message, result.facts, result.calls)


def each_lesson() -> list[object]:
    """Every lesson's slug. Replaying is the grader's own work, the same in every layer; the
    first lesson still runs in each, for the child that a failed replay starts again."""
    return [
        pytest.param(slug, marks=() if slug == SLUG else pytest.mark.layer_independent)
        for slug in (lesson.slug for lesson in all_lessons())
    ]


def seen_in_worker(cache: str, slug: str, path: Path, stored: bool) -> list[tuple[object, ...]]:
    """In a worker process: what grading `path` shows of the lesson's properties, with the
    records in `cache`; or (`stored`) what the store of known results holds for it, its one
    grading of full Hypothesis runs."""
    os.environ["XDG_CACHE_HOME"] = cache
    lesson = find_lesson(slug)
    report = known_report(lesson, path) if stored else grade(lesson, load_submission(path))
    judged = {spec.id for spec in properties(lesson).checks}
    return [seen(result) for result in report.checks if result.id in judged]


@pytest.fixture(scope="module")
def workers() -> Iterator[ProcessPoolExecutor]:
    """Two worker processes, started afresh (spawn), so that nothing of this one's state goes
    with them. Properties alone are compared (none measures speed), so two gradings at once
    change no verdict."""
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


@pytest.mark.curriculum
@pytest.mark.slow
@pytest.mark.parametrize("slug", each_lesson())
def test_replayed_properties_judge_every_known_solution_as_a_full_run(
    slug: str, workers: ProcessPoolExecutor
) -> None:
    lesson = properties(find_lesson(slug))
    reference = graded(lesson, lesson.reference_path)  # records every property's inputs
    assert all(result.status is Status.PASS for result in reference)
    for spec in lesson.checks:
        path = replay.record_path(spec)
        assert path is not None and replay.read_record(path), f"{spec.id} was not recorded"
    # Once the records exist, each grading replays them; each is compared with the stored
    # grading of full runs (made here, in the workers too, when the store has none yet).
    paths = known_solutions(lesson)
    cache = os.environ["XDG_CACHE_HOME"]
    kinds = [False] * len(paths) + [True] * len(paths)
    found = list(workers.map(seen_in_worker, repeat(cache), repeat(slug), paths * 2, kinds))
    replayed, full = found[: len(paths)], found[len(paths) :]
    for path, results, expected in zip(paths, replayed, full):
        assert results == expected, path.name


def test_a_passing_full_run_records_and_the_next_grading_replays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lesson = properties(find_lesson(SLUG))
    first = graded(lesson, REFERENCE)
    generated: list[CheckSpec] = []
    monkeypatch.setattr(replay, "_observed_run", lambda spec, trial: generated.append(spec))
    again = graded(lesson, REFERENCE)
    assert not generated, "a recorded property was generated again"
    assert [seen(r) for r in again] == [seen(r) for r in first]


def test_observing_a_run_keeps_the_seed_hypothesis_derives_from_the_property() -> None:
    for spec in find_lesson(SLUG).checks:
        if spec.is_property:
            test = spec.hypothesis_test.hypothesis.inner_test
            observed = replay.observing(test, trial=None, tried=[])  # type: ignore[arg-type]
            assert function_digest(observed) == function_digest(test)


def test_a_damaged_record_is_ignored_and_written_again() -> None:
    lesson = properties(find_lesson(SLUG))
    graded(lesson, REFERENCE)
    paths = [replay.record_path(spec) for spec in lesson.checks]
    for path in paths:
        assert path is not None
        data = bytearray(path.read_bytes())
        data[-3] ^= 0xFF
        path.write_bytes(bytes(data))
        assert replay.read_record(path) is None
    assert all(result.status is Status.PASS for result in graded(lesson, REFERENCE))
    assert all(path and replay.read_record(path) for path in paths)


def test_a_record_of_another_shape_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "record.bin"
    replay.write_record(path, [{"case": ([""], [])}])
    assert replay.read_record(path) == [{"case": ([""], [])}]
    for shape in ({"case": 1}, [["case"]], [{1: "case"}], []):
        replay.write_record(path, shape)  # type: ignore[arg-type]
        assert replay.read_record(path) is None


def test_inputs_that_do_not_read_back_as_they_were_are_not_recorded(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        replay.write_record(tmp_path / "record.bin", [{"x": float("nan")}])
    assert not (tmp_path / "record.bin").exists()


def test_an_edited_property_file_is_keyed_apart(tmp_path: Path) -> None:
    root = copy_kit(tmp_path / "kit")
    lesson = read_lesson(root / "exercises" / SLUG, root)
    spec = next(spec for spec in lesson.checks if spec.is_property)
    before = replay.record_path(spec)
    checks = root / "exercises" / SLUG / "checks.py"
    checks.write_text(checks.read_text("utf-8").replace("max_size=10", "max_size=9"), "utf-8")
    edited = read_lesson(root / "exercises" / SLUG, root)
    after = replay.record_path(next(s for s in edited.checks if s.id == spec.id))
    assert before is not None and after is not None and before != after


# Learner code that cuts every record it can reach down to its first input (the header's
# digest made to match), and leaves a mark that it ran.
FORGER = """\
import hashlib, marshal, pathlib
for _path in pathlib.Path({folder!r}).glob("*.bin"):
    _body = marshal.dumps(marshal.loads(_path.read_bytes().partition(b"\\n\\n")[2])[:1])
    _digest = hashlib.sha256(_body).hexdigest().encode()
    _path.write_bytes(b"citekit-recorded-inputs-1\\n" + _digest + b"\\n\\n" + _body)
    pathlib.Path({mark!r}).write_text("forged")
"""


def test_no_record_is_read_or_kept_where_learner_code_can_write_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In the weaker layer as the grader's own user, learner code can write the records'
    folder: what it writes there decides nothing, then or later."""
    lesson = properties(find_lesson(SLUG))
    wrong = lesson.solution_folder / "wrong" / "no_deduplication.py"
    honest = [seen(result) for result in graded(lesson, wrong)]  # full runs, nothing recorded
    graded(lesson, REFERENCE)  # records every property's inputs
    folder = replay.records_folder()
    assert any(folder.glob("*.bin"))

    mark = tmp_path / "forged"
    forger = tmp_path / "forger.py"
    forger.write_text(FORGER.format(folder=str(folder), mark=str(mark)) + wrong.read_text())
    monkeypatch.setattr(isolation, "learner_user", lambda: None)  # runs as the grader's user
    weak = Layer(isolation.PROCESS, weaker_because="for this test")
    report = grade(lesson, load_submission(forger), layer=weak)
    assert mark.read_text() == "forged"  # it did rewrite the records it found
    assert [seen(result) for result in report.checks] == honest
    assert not folder.exists()  # and nothing it may have written is left to read later
    monkeypatch.undo()
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder.parent.parent))
    assert [seen(result) for result in graded(lesson, wrong)] == honest


# Grades the reference in a fresh interpreter and says whether Hypothesis was ever imported.
GRADE_AND_TELL = f"""\
import sys
from grader.grading.grading import grade
from grader.lesson.lessons import find_lesson
from grader.sandbox.isolation import choose_layer, reaches_grader_files
from grader.grading.submission import load_submission
lesson = find_lesson({SLUG!r})
report = grade(lesson, load_submission(lesson.reference_path))
print(report.status.value, reaches_grader_files(choose_layer()), "hypothesis" in sys.modules)
"""


def test_a_submission_that_passes_on_recorded_inputs_never_imports_hypothesis(
    tmp_path: Path,
) -> None:
    environment = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}

    def grade_and_tell() -> list[str]:
        command = [sys.executable, "-c", GRADE_AND_TELL]
        done = subprocess.run(command, env=environment, capture_output=True, text=True, check=True)
        return done.stdout.split()

    first = grade_and_tell()
    assert first[0] == "pass" and first[2] == "True"  # the first full run records
    second = grade_and_tell()
    if second[1] == "True":
        pytest.skip("this layer reads no record: every property is a full run")
    assert second == ["pass", "False", "False"]
