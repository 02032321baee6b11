"""TypeScript submissions: a `.ts` file graded by the JavaScript child once Node has erased its
types, in either isolation layer; what cannot be erased named in TypeScript's terms; hints and
words of its own where a lesson has them, JavaScript's where it has none; every lesson written
in it."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from conftest import REPO, SLUG, run_cli
from isolation_support import available_layers, skip_without_bubblewrap

from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.languages import TYPESCRIPT
from grader.lesson.lessons import Lesson, all_lessons, find_lesson
from grader.report.results import Status
from grader.sandbox.isolation import BUBBLEWRAP, choose_layer

# Still written against the first lesson, and every lesson is proved in TypeScript here.
pytestmark = pytest.mark.leans_on_curriculum

TYPED = """\
type Ids = string[];
interface Seen { has(id: string): boolean }

function solve(citations: Ids, retrieved_ids: Ids): Ids {
  const known: Seen = new Set<string>(retrieved_ids);
  const reported = new Set<string>();
  const unknown: Ids = [];
  for (const cited of citations) {
    if (!known.has(cited) && !reported.has(cited as string)) {
      reported.add(cited);
      unknown.push(cited);
    }
  }
  return unknown;
}

module.exports = { solve };
"""


def graded(path: Path, layer: str) -> dict[str, Any]:
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    chosen = choose_layer(use_bubblewrap=layer == BUBBLEWRAP)
    return grade(find_lesson(SLUG), load_submission(path), layer=chosen).to_json()


@pytest.mark.parametrize("layer", available_layers())
def test_a_typed_file_is_graded_with_its_types_erased(tmp_path: Path, layer: str) -> None:
    source = tmp_path / "solution.ts"
    source.write_text(TYPED)
    report = graded(source, layer)
    assert report["status"] == Status.PASS.value, report["message"]
    assert report["language"] == "typescript"
    # Node's word that erasing types is experimental is no output of the learner's.
    assert not any("printed" in note for note in report["notes"]), report["notes"]


@pytest.mark.parametrize("layer", available_layers())
def test_syntax_that_cannot_be_erased_is_named_in_typescripts_terms(
    tmp_path: Path, layer: str
) -> None:
    source = tmp_path / "solution.ts"
    source.write_text("enum Kind { Known, Unknown }\n\n" + TYPED)
    report = graded(source, layer)
    assert report["status"] == Status.ERROR.value
    message = report["message"]
    assert "solution.ts has a syntax error: TypeScript enum is not supported" in message
    assert "solution.ts:1" in message  # the place, in the learner's own file
    assert "union of strings" in message  # what to write instead
    assert "grader/" not in message and "serve.js" not in message


def test_a_wrong_file_points_to_the_typescript_hints(tmp_path: Path) -> None:
    source = tmp_path / "solution.ts"
    source.write_text(TYPED.replace("!reported.has(cited as string)", "true"))
    done = run_cli("check", source, "--exercise", SLUG)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"citekit hint {SLUG} " in done.stdout and "--typescript" in done.stdout


def test_typescript_hints_are_javascripts_where_a_lesson_has_none_of_its_own() -> None:
    lesson = find_lesson(SLUG)
    assert not (REPO / "hints" / f"{SLUG}.ts.md").exists()
    done = run_cli("hint", SLUG, "1", "--typescript")
    assert done.returncode == 0, done.stderr
    javascript = run_cli("hint", SLUG, "1", "--javascript")
    assert done.stdout.replace("--typescript", "--javascript") == javascript.stdout
    assert lesson.hints_file_in(TYPESCRIPT) == REPO / "hints" / f"{SLUG}.js.md"


def test_a_typescript_hints_file_of_its_own_comes_first(tmp_path: Path) -> None:
    (tmp_path / "hints").mkdir()
    own = tmp_path / "hints" / f"{SLUG}.ts.md"
    own.write_text("## 1. Types\n\nTyped.\n")
    (tmp_path / "hints" / f"{SLUG}.js.md").write_text("## 1. Arrays\n\nUntyped.\n")
    lesson = find_lesson(SLUG)
    moved = dataclasses.replace(lesson, root=tmp_path)
    assert moved.hints_file_in(TYPESCRIPT) == own
    assert [stage.text for stage in moved.hints_in(TYPESCRIPT)] == ["Typed."]


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda lesson: lesson.slug)
def test_every_lesson_can_be_solved_in_typescript(lesson: Lesson) -> None:
    assert lesson.stub_in(TYPESCRIPT).is_file()
    assert lesson.reference_in(TYPESCRIPT).is_file()
    wrong = sorted((lesson.solution_folder / "wrong").glob("*.ts"))
    assert wrong, "a known-wrong TypeScript solution"
    for path in wrong:
        assert "\n// trips: " in path.read_text("utf-8"), path


def test_the_json_report_names_the_language(tmp_path: Path) -> None:
    source = tmp_path / "solution.ts"
    source.write_text(TYPED)
    done = run_cli("check", source, "--exercise", SLUG, "--json")
    assert json.loads(done.stdout)["language"] == "typescript"


def test_a_learner_copy_ships_the_typescript_stub(tmp_path: Path) -> None:
    from grader.kit.bundle import _write_lesson

    lesson = find_lesson(SLUG)
    _write_lesson(lesson, tmp_path / SLUG)
    shipped = tmp_path / SLUG / TYPESCRIPT.stub_name
    assert shipped.read_bytes() == lesson.stub_in(TYPESCRIPT).read_bytes()
