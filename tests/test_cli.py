"""The command-line contract: exit codes, messages, the JSON report, list and hint."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import conftest
import pytest
from conftest import FIXTURE_KIT, assert_no_grader_traceback, fixture_environment
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG
from conftest import FIXTURE_STUB as STUB
from conftest import FIXTURE_WRONG as WRONG

from grader.languages import JAVASCRIPT
from grader.lesson.lessons import find_lesson

REPORT_STATUSES = {"pass", "fail", "todo", "error"}
CHECK_STATUSES = {"pass", "fail", "error"}
REPORT_KEYS = {"exercise", "status", "score", "max_score", "message", "checks"}
CHECK_KEYS = {"id", "name", "status", "points", "max_points", "message"}
FAST_WRONG = next(path for path in WRONG if path.stem == "returns_none_when_empty")


@pytest.fixture(autouse=True)
def on_the_fixture_kit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lessons this module's tests find in-process are the fixture kit's."""
    monkeypatch.setenv("CITEKIT_HOME", str(FIXTURE_KIT))


def run_cli(*args: str | Path, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """`citekit ARGS` on the fixture kit, unless the test gives another environment."""
    return conftest.run_cli(*args, **{"env": fixture_environment(), **kwargs})


def check(path: Path, *options: str, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    return run_cli("check", path, "--exercise", SLUG, *options, **kwargs)


def check_reference(*options: str) -> subprocess.CompletedProcess[str]:
    """Grade the reference. Its only timing-based check can fail on a machine too busy to
    time anything; only then is it graded again, a few times at most."""
    for _ in range(3):
        done = check(REFERENCE, *options)
        if done.returncode == 0 or _failing(done) != {"scales-linearly"}:
            break
    return done


def _failing(done: subprocess.CompletedProcess[str]) -> set[str]:
    try:
        report = json.loads(done.stdout)
    except ValueError:  # the text report: one row per check, the status first
        rows = (line.split() for line in done.stdout.splitlines())
        return {row[1] for row in rows if len(row) > 1 and row[0] in {"FAIL", "ERROR"}}
    return {result["id"] for result in report["checks"] if result["status"] != "pass"}


def one_json_object(stdout: str) -> dict[str, Any]:
    """stdout holds exactly one JSON object and nothing else."""
    decoder = json.JSONDecoder()
    text = stdout.strip()
    report, end = decoder.raw_decode(text)
    assert end == len(text), f"more than one JSON value on stdout: {stdout!r}"
    assert isinstance(report, dict)
    return report


def assert_report_shape(report: dict[str, Any]) -> None:
    assert report.keys() >= REPORT_KEYS
    assert report["status"] in REPORT_STATUSES
    assert isinstance(report["message"], str) and report["message"]
    assert isinstance(report["score"], int) and isinstance(report["max_score"], int)
    assert 0 <= report["score"] <= report["max_score"] or report["status"] == "error"
    assert isinstance(report["checks"], list)
    for result in report["checks"]:
        assert result.keys() >= CHECK_KEYS
        assert result["status"] in CHECK_STATUSES
        assert 0 <= result["points"] <= result["max_points"]
        assert (result["points"] == result["max_points"]) == (result["status"] == "pass")
    assert report["score"] == sum(result["points"] for result in report["checks"])


# ---------------------------------------------------------------------------------------------
# check: exit codes for gradable submissions


def test_check_reference_exits_0() -> None:
    done = check_reference()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Every check passes" in done.stdout
    assert_no_grader_traceback(done.stdout + done.stderr)


def test_check_wrong_variant_exits_1() -> None:
    done = check(FAST_WRONG)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "worked-example" in done.stdout
    assert_no_grader_traceback(done.stdout + done.stderr)


def test_check_stub_exits_1_as_todo() -> None:
    done = check(STUB)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "NotImplementedError" in done.stdout
    assert_no_grader_traceback(done.stdout + done.stderr)


# ---------------------------------------------------------------------------------------------
# check: submissions that cannot be graded exit 2 with one paragraph naming the problem


def _write(name: str, content: bytes) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        path = folder / name
        path.write_bytes(content)
        return path

    return make


def _missing(folder: Path) -> Path:
    return folder / "nowhere.py"


def _folder(folder: Path) -> Path:
    path = folder / "solution.py"
    path.mkdir()
    return path


MALFORMED: dict[str, tuple[Callable[[Path], Path], str]] = {
    "missing-file": (_missing, "There is no file at"),
    "folder": (_folder, "is a folder"),
    "wrong-suffix": (
        _write("solution.txt", b"def solve(a, b):\n    return []\n"),
        "neither a file in one of the kit's languages (.py, ",
    ),
    "not-utf8": (
        _write("latin.py", b"def solve(a, b):\n    return ['caf\xe9']\n"),
        "is not UTF-8 text",
    ),
    "syntax-error": (
        _write("broken.py", b"def solve(a, b)\n    return []\n"),
        "syntax error at line 1",
    ),
    "no-solve": (_write("nosolve.py", b"def answer(a, b):\n    return []\n"), "No function named"),
    "solve-not-callable": (_write("three.py", b"solve = 3\n"), "not a function"),
    "wrong-arity": (_write("arity.py", b"def solve(a):\n    return []\n"), "must take 2 arguments"),
    "bad-notebook": (_write("broken.ipynb", b'{"cells": ['), "not a readable Jupyter notebook"),
    "import-error": (
        _write("loud.py", b"raise ValueError('top level')\n\ndef solve(a, b):\n    return []\n"),
        "raised ValueError while it was being loaded",
    ),
}


@pytest.mark.parametrize("case", list(MALFORMED))
def test_malformed_submission_exits_2_with_one_paragraph(case: str, tmp_path: Path) -> None:
    make, problem = MALFORMED[case]
    path = make(tmp_path)
    done = check(path, cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert problem in done.stdout + done.stderr
    assert_no_grader_traceback(done.stdout + done.stderr, (path.name,))

    done = check(path, "--json", cwd=tmp_path)
    assert done.returncode == 2
    report = one_json_object(done.stdout)
    assert_report_shape(report)
    assert report["status"] == "error"
    assert problem in report["message"]
    assert "\n\n" not in report["message"].strip(), "the message is more than one paragraph"
    assert_no_grader_traceback(report["message"], (path.name,))


def test_import_error_shows_the_learners_own_traceback(tmp_path: Path) -> None:
    make, _ = MALFORMED["import-error"]
    path = make(tmp_path)
    report = one_json_object(check(path, "--json", cwd=tmp_path).stdout)
    assert 'File "loud.py", line 1' in report["message"]
    assert "ValueError: top level" in report["message"]


def test_endless_loop_at_import_ends_at_the_load_limit(
    fixture_kit_copy: Path, tmp_path: Path
) -> None:
    # A copy of the kit whose lesson allows 1 s to load, so that the test stays quick.
    toml = fixture_kit_copy / "exercises" / SLUG / "lesson.toml"
    text = toml.read_text("utf-8")
    assert "[limits]" in text
    toml.write_text(text.replace("[limits]", "[limits]\nload_seconds = 1.0"), "utf-8")
    path = tmp_path / "spins.py"
    path.write_text("while True:\n    pass\n\ndef solve(a, b):\n    return []\n", "utf-8")

    started = time.monotonic()
    env = conftest.cli_environment(CITEKIT_HOME=str(fixture_kit_copy))
    done = check(path, "--json", env=env, timeout=30)
    elapsed = time.monotonic() - started

    assert done.returncode == 2, done.stdout + done.stderr
    report = one_json_object(done.stdout)
    assert report["status"] == "error"
    assert "could not be loaded" in report["message"]
    assert "within 1 s (time limit)" in report["message"]
    assert elapsed < 8, f"took {elapsed:.1f} s"


def test_default_load_limit_is_ten_seconds() -> None:
    # The limit the test above shortens: an import-time endless loop ends within about 10 s.
    assert find_lesson(SLUG).limits.load_seconds <= 10


# ---------------------------------------------------------------------------------------------
# check --json


def test_json_report_for_a_pass() -> None:
    done = check_reference("--json")
    report = one_json_object(done.stdout)
    assert_report_shape(report)
    assert done.returncode == 0
    assert report["exercise"] == SLUG
    assert report["status"] == "pass"
    assert report["score"] == report["max_score"] == find_lesson(SLUG).max_score
    assert [result["id"] for result in report["checks"]] == [s.id for s in find_lesson(SLUG).checks]
    assert {result["status"] for result in report["checks"]} == {"pass"}


def test_json_report_for_a_fail() -> None:
    done = check(FAST_WRONG, "--json")
    report = one_json_object(done.stdout)
    assert_report_shape(report)
    assert done.returncode == 1
    assert report["status"] == "fail"
    assert report["score"] < report["max_score"]
    failed = {result["id"]: result for result in report["checks"] if result["status"] == "fail"}
    assert "worked-example" in failed
    assert "Expected: []" in failed["worked-example"]["message"]
    assert "Got:      None" in failed["worked-example"]["message"]


def test_json_report_for_the_stub() -> None:
    done = check(STUB, "--json")
    report = one_json_object(done.stdout)
    assert_report_shape(report)
    assert done.returncode == 1
    assert report["status"] == "todo"
    assert report["score"] == 0


def test_json_report_for_an_error_inside_solve(tmp_path: Path) -> None:
    path = tmp_path / "divides.py"
    path.write_text("def solve(citations, retrieved_ids):\n    return [1 / 0]\n", "utf-8")
    done = check(path, "--json", cwd=tmp_path)
    report = one_json_object(done.stdout)
    assert_report_shape(report)
    assert done.returncode == 1
    assert report["status"] == "fail"
    errors = [result for result in report["checks"] if result["status"] == "error"]
    assert errors
    assert "raised ZeroDivisionError" in errors[0]["message"]
    assert_no_grader_traceback(errors[0]["message"], (path.name,))


# ---------------------------------------------------------------------------------------------
# list, hint, unknown lesson


def test_list_shows_the_lesson() -> None:
    done = run_cli("list")
    assert done.returncode == 0
    lines = [line for line in done.stdout.splitlines() if line.startswith(SLUG)]
    assert len(lines) == 1
    assert find_lesson(SLUG).title in lines[0]


def test_hint_stages_come_in_order_and_differ() -> None:
    texts = []
    for number in (1, 2, 3):
        done = run_cli("hint", SLUG, str(number))
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"Hint {number} of 3:")
        texts.append(done.stdout)
    for text, stage in zip(texts, find_lesson(SLUG).hints):
        assert stage.title in text and stage.text in text
    assert len(set(texts)) == 3
    assert f"hint {SLUG} 2" in texts[0] and f"hint {SLUG} 3" in texts[1]


@pytest.mark.layer_independent
def test_javascript_learners_get_hints_in_javascript() -> None:
    lesson = find_lesson(SLUG)
    javascript = lesson.hints_in(JAVASCRIPT)
    assert [stage.text for stage in javascript] != [stage.text for stage in lesson.hints]
    done = run_cli("hint", SLUG, "2", "--javascript")
    assert done.returncode == 0, done.stderr
    assert javascript[1].text in done.stdout
    assert f"`citekit hint {SLUG} 3 --javascript` gives away more" in done.stdout


@pytest.mark.layer_independent
def test_a_reader_that_stops_reading_is_no_error() -> None:
    read, write = os.pipe()
    os.close(read)  # like `citekit hint … | head -0`
    try:
        done = subprocess.run(
            [sys.executable, "-m", "grader", "hint", SLUG, "1"],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            env=fixture_environment(),
            timeout=60,
        )
    finally:
        os.close(write)
    assert done.returncode == 0 and done.stderr == ""


def test_hint_beyond_the_last_stage_exits_2() -> None:
    done = run_cli("hint", SLUG, "4")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "no stage 4" in done.stderr and "1 to 3" in done.stderr
    assert_no_grader_traceback(done.stderr)


def test_unknown_exercise_exits_2() -> None:
    done = run_cli("check", REFERENCE, "--exercise", "nope")
    assert done.returncode == 2
    assert "no lesson called 'nope'" in done.stderr
    assert SLUG in done.stderr  # names the lessons there are
    assert_no_grader_traceback(done.stderr)


def test_console_script_is_installed_and_works() -> None:
    script = Path(sys.executable).parent / "citekit"
    assert script.is_file()
    listed = subprocess.run(
        [str(script), "list"],
        capture_output=True,
        text=True,
        env=fixture_environment(),
        timeout=60,
    )
    assert listed.returncode == 0 and SLUG in listed.stdout
    checked = subprocess.run(
        [str(script), "check", str(STUB), "--exercise", SLUG, "--json"],
        capture_output=True,
        text=True,
        env=fixture_environment(),
        timeout=60,
    )
    assert checked.returncode == 1
    assert one_json_object(checked.stdout)["status"] == "todo"
