"""The store of known results: each of the kit's own files graded once, its report reused
while everything it rests on is unchanged, and a damaged entry graded again."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import FIXTURE_KIT, FIXTURE_SLUG, cli_environment, run_cli

import grader
import grader.ground.walk as walk_module
from grader.grading import replay
from grader.grading.grading import grade
from grader.ground.walk import Walked, walk
from grader.kit import known_results
from grader.kit.known_results import STORE_VARIABLE, KnownResults
from grader.lesson.lessons import Lesson, find_lesson, read_lesson
from grader.report.results import Report, Status
from grader.sandbox.isolation import choose_layer


@pytest.fixture
def gradings(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files graded afresh from here on."""
    graded: list[Path] = []

    def counted(lesson: Lesson, submission: object, **options: object) -> Report:
        graded.append(Path(lesson.slug))
        return grade(lesson, submission, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(known_results, "grade", counted)
    return graded


def _copy(tmp_path: Path) -> tuple[Lesson, Path]:
    """A private copy of the fixture kit's first lesson, and its correct Python solution."""
    root = shutil.copytree(FIXTURE_KIT, tmp_path / "kit")
    lesson = find_lesson(FIXTURE_SLUG, root)
    return lesson, lesson.solution_folder / "correct" / "dict_fromkeys.py"


def test_a_file_is_graded_once_and_its_report_reused(tmp_path: Path, gradings: list[Path]) -> None:
    lesson, path = _copy(tmp_path)
    store = KnownResults(tmp_path / "store")
    first = store.report(lesson, path)
    again = KnownResults(tmp_path / "store").report(lesson, path)  # as another process finds it
    assert len(gradings) == 1
    assert again.to_json() == first.to_json() and again.status is Status.PASS
    assert [entry.name.startswith(FIXTURE_SLUG) for entry in store.folder.iterdir()] == [True]


def test_what_a_report_rests_on_keys_it_apart(tmp_path: Path, gradings: list[Path]) -> None:
    lesson, path = _copy(tmp_path)
    store = KnownResults(tmp_path / "store")
    store.report(lesson, path)
    path.write_text(path.read_text("utf-8") + "\n# edited\n", encoding="utf-8")
    store.report(lesson, path)  # the file's content
    (lesson.folder / "checks.py").write_text(
        (lesson.folder / "checks.py").read_text("utf-8") + "\n# edited\n", encoding="utf-8"
    )
    store.report(read_lesson(lesson.folder, lesson.root), path)  # the lesson's version
    weaker = choose_layer(use_bubblewrap=False)
    store.report(read_lesson(lesson.folder, lesson.root), path, weaker)  # the layer
    # Without bubblewrap the strongest layer is the weaker one, and keys apart only where it
    # says something else about why (CITEKIT_BWRAP=none, not the caller's asking).
    if choose_layer().note == weaker.note:
        assert len(gradings) == 3
    else:
        assert len(gradings) == 4
    assert len(list(store.folder.iterdir())) == len(gradings)


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # a write cut short
        lambda text: "not json",
        lambda text: json.dumps({**json.loads(text), "report": {"status": "pass"}}),
        lambda text: json.dumps({**json.loads(text), "key": "another"}),
        lambda text: json.dumps([json.loads(text)]),
    ],
    ids=["partial", "not-json", "not-a-report", "another-key", "another-shape"],
)
def test_a_damaged_entry_is_graded_again_and_written_whole(
    damage: object, tmp_path: Path, gradings: list[Path]
) -> None:
    lesson, path = _copy(tmp_path)
    store = KnownResults(tmp_path / "store")
    first = store.report(lesson, path)
    [entry] = store.folder.iterdir()
    entry.write_text(damage(entry.read_text("utf-8")), encoding="utf-8")  # type: ignore[operator]
    again = store.report(lesson, path)
    assert len(gradings) == 2
    assert again.status is first.status is Status.PASS
    assert [found.name for found in store.folder.iterdir()] == [entry.name]  # no temporary left
    assert json.loads(entry.read_text("utf-8"))["report"]["status"] == "pass"


def test_a_store_that_cannot_be_written_leaves_the_report_standing(
    tmp_path: Path, gradings: list[Path]
) -> None:
    lesson, path = _copy(tmp_path)
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    assert KnownResults(blocked / "store").report(lesson, path).status is Status.PASS


@pytest.mark.layer_independent
def test_validate_keeps_a_store_only_when_asked_to(tmp_path: Path) -> None:
    store = tmp_path / "store"
    kit = {"CITEKIT_HOME": str(FIXTURE_KIT)}
    plain = run_cli("validate", FIXTURE_SLUG, env=cli_environment(**kit), timeout=300)
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert not store.exists()
    env = cli_environment(**kit, **{STORE_VARIABLE: str(store)})
    done = run_cli("validate", FIXTURE_SLUG, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    # Both references and stubs, and the known solutions in both languages.
    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT)
    known = [
        *(lesson.solution_folder / "wrong").iterdir(),
        *(lesson.solution_folder / "correct").iterdir(),
    ]
    entries = sorted(store.iterdir())
    assert len(entries) == 4 + len(known)
    entries[0].write_text("{", encoding="utf-8")  # damaged: graded again, the lesson still sound
    again = run_cli("validate", FIXTURE_SLUG, env=env, timeout=300)
    assert again.returncode == 0 and "All lessons are sound." in again.stdout, again.stdout
    assert json.loads(entries[0].read_text("utf-8"))["format"] == known_results.FORMAT


@pytest.mark.layer_independent
def test_the_keys_read_the_whole_grader_wherever_their_modules_lie(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The grader's code in a key (a record's, a known result's) is every file of `grader/`,
    not of the folder the keying module happens to sit in: a change anywhere keys apart."""
    walked: list[Path] = []

    def watched(folder: Path) -> Walked:
        walked.append(folder)
        return walk(folder)

    monkeypatch.setattr(walk_module, "walk", watched)
    replay.environment_digest.__wrapped__()
    known_results._javascript_digest.__wrapped__()
    assert walked == [Path(grader.__file__).resolve().parent] * 2
