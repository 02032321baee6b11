"""`pytest --citekit SUBMISSION`: one pytest item per check, the same verdicts and messages as
`citekit check`, and pytest's exit codes. Each run is a real `pytest` process, with the
plugin found through its entry point, in a folder that holds nothing else."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from conftest import (
    FIXTURE_KIT,
    REPO,
    cli_environment,
    declared_trip,
    fixture_environment,
    known_report,
)
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG
from conftest import FIXTURE_STUB as STUB
from conftest import FIXTURE_WRONG as WRONG

from grader.lesson.lessons import Lesson, all_lessons, find_lesson

HOSTILE = Path(__file__).resolve().parent / "hostile"
CORRECT = FIXTURE_KIT / "solutions" / SLUG / "correct" / "dict_fromkeys.py"

# Loaded into the pytest runs below: what each item did, and the report its submission was
# graded to, which is what `check --json` prints for that grading.
RECORDER = """
import json, os
outcomes = {}

def pytest_runtest_logreport(report):
    if report.when == "call" or report.outcome != "passed":
        outcomes[report.nodeid] = (report.outcome, str(report.longrepr or ""))

def pytest_sessionfinish(session):
    found = {}
    for item in session.items:
        submission = item.parent
        entry = found.setdefault(str(submission.path), {"items": {}})
        entry["report"] = submission.report().to_json()
        entry["items"][item.name] = outcomes.get(item.nodeid)
    with open(os.environ["CITEKIT_RECORD"], "w", encoding="utf-8") as stream:
        json.dump(found, stream)
"""


# Tests marked layer_independent are about pytest's side: which files it collects, how a
# lesson is found, usage errors. What a graded submission's items say runs in each layer.
def _pytest(
    *args: str | Path, cwd: Path, record: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.Popen[str]:
    """pytest in `cwd`, on the fixture kit unless another environment is given."""
    env = env or fixture_environment()
    if record:
        (cwd / "citekit_recorder.py").write_text(RECORDER, encoding="utf-8")
        env.update(CITEKIT_RECORD=str(record), PYTHONPATH=str(cwd))
        args = ("-p", "citekit_recorder", *args)
    return subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *map(str, args)],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    process = _pytest(*args, cwd=cwd)
    out, _ = process.communicate(timeout=600)
    return subprocess.CompletedProcess(process.args, process.returncode, out)


def _check_json(path: Path, *extra: str) -> tuple[int, dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "grader", "check", str(path), "--json", *extra],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=fixture_environment(),
        timeout=300,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return done.returncode, report


def _verdicts(report: dict[str, Any]) -> dict[str, bool]:
    return {check["id"]: check["status"] == "pass" for check in report["checks"]}


def _items(out: str, name: str) -> dict[str, bool]:
    """Each item's verdict from pytest's `-rA` summary: PASSED or FAILED name::id."""
    found = {}
    for line in out.splitlines():
        word, _, rest = line.partition(" ")
        if word in ("PASSED", "FAILED") and rest.startswith(f"{name}::"):
            found[rest.split(" ")[0].split("::")[1]] = word == "PASSED"
    return found


@pytest.mark.parametrize(
    "path",
    [CORRECT, next(p for p in WRONG if p.stem == "returns_set")],
    ids=["correct", "wrong"],
)
def test_the_same_verdict_per_check_and_exit_code_as_check(path: Path, tmp_path: Path) -> None:
    code, report = _check_json(path, "--exercise", SLUG)
    shutil.copy2(path, tmp_path / path.name)
    done = _run("--citekit", path.name, "--citekit-exercise", SLUG, "-rA", cwd=tmp_path)
    assert _items(done.stdout, path.name) == _verdicts(report), done.stdout
    assert done.returncode == code == (0 if report["status"] == "pass" else 1)
    # Two gradings: the timed inputs differ, and so may the order of a large set shown; the
    # rest of what a failing check shows is the same. (One grading, shared: see below.)
    for check in report["checks"]:
        if check["status"] != "pass" and check["id"] != "scales-linearly":
            assert check["call"] and check["call"] in done.stdout
            if check["expected"]:
                assert f"Expected: {check['expected']}" in done.stdout


@pytest.mark.layer_independent
def test_a_notebook_is_graded_and_its_lesson_found_as_check_finds_it(tmp_path: Path) -> None:
    notebook = HOSTILE / "lesson_from_metadata.ipynb"  # solves the fixture lesson
    lesson = tmp_path / SLUG  # the path names the lesson, as for check
    lesson.mkdir()
    shutil.copy2(notebook, lesson / notebook.name)
    done = _run("--citekit", f"{SLUG}/{notebook.name}", "-rA", cwd=tmp_path)
    assert done.returncode == 0, done.stdout
    verdicts = _items(done.stdout, f"{SLUG}/{notebook.name}")
    checks = next(lesson for lesson in all_lessons(FIXTURE_KIT) if lesson.slug == SLUG).checks
    assert verdicts == {spec.id: True for spec in checks}


@pytest.mark.parametrize(
    ("source", "code", "says"),
    [
        ("def solve(citations, retrieved_ids)\n    return []\n", 2, "has a syntax error"),
        (b"def solve(a, b):\n    return ['\xe9']\n", 2, "is not UTF-8 text"),
        ("def other(citations, retrieved_ids):\n    return []\n", 1, "No function named"),
        (None, 1, "TODO: Your `solve` still raises NotImplementedError"),
    ],
    ids=["syntax-error", "not-utf-8", "no-solve", "stub"],
)
def test_a_submission_that_cannot_be_graded(
    source: str | bytes | None, code: int, says: str, tmp_path: Path
) -> None:
    path = tmp_path / "solution.py"
    if source is None:
        shutil.copy2(STUB, path)
    elif isinstance(source, bytes):
        path.write_bytes(source)
    else:
        path.write_text(source, encoding="utf-8")
    done = _run("--citekit", path.name, "--citekit-exercise", SLUG, cwd=tmp_path)
    assert done.returncode == code, done.stdout
    assert says in done.stdout
    assert "Traceback" not in done.stdout and "grader/" not in done.stdout


@pytest.mark.layer_independent
def test_a_linked_submission_is_refused_as_check_refuses_it(tmp_path: Path) -> None:
    (tmp_path / "solution.py").symlink_to(REFERENCE)  # what it points to is not the learner's
    done = _run("--citekit=solution.py", "--citekit-exercise", SLUG, cwd=tmp_path)
    assert done.returncode == 2, done.stdout
    assert "solution.py is a symbolic link" in done.stdout
    assert " passed" not in done.stdout and "Traceback" not in done.stdout


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--citekit", "missing.py"], "--citekit missing.py: there is no file there"),
        (["--citekit", "solution.py", "--citekit-exercise", "nope"], "no lesson called 'nope'"),
        (["--citekit", "solution.py"], "Name it with --citekit-exercise SLUG"),
    ],
    ids=["no-file", "no-such-lesson", "lesson-unclear"],
)
@pytest.mark.layer_independent
def test_usage_problems_are_one_paragraph(args: list[str], says: str, tmp_path: Path) -> None:
    shutil.copy2(CORRECT, tmp_path / "solution.py")
    done = _run(*args, cwd=tmp_path)
    assert done.returncode in (2, 4), done.stdout
    assert says in done.stdout
    assert "Traceback" not in done.stdout


@pytest.mark.layer_independent
def test_the_plugin_is_inert_without_citekit(tmp_path: Path) -> None:
    (tmp_path / "test_plain.py").write_text(
        "import sys\n\n\ndef test_nothing_of_the_kit_is_loaded():\n"
        "    assert not [name for name in sys.modules if name.startswith('grader.')\n"
        "                and name not in ('grader.platforms', 'grader.platforms.pytest_plugin')]\n",
        encoding="utf-8",
    )
    shutil.copy2(CORRECT, tmp_path / "test_looks_like_a_test.py")  # not graded, not run
    done = _run("-q", "test_plain.py", cwd=tmp_path)
    assert done.returncode == 0, done.stdout
    assert "1 passed" in done.stdout


@pytest.mark.layer_independent
def test_test_paths_named_are_collected_too(tmp_path: Path) -> None:
    (tmp_path / "test_mine.py").write_text("def test_mine():\n    pass\n", encoding="utf-8")
    shutil.copy2(CORRECT, tmp_path / "solution.py")
    done = _run(
        "test_mine.py", "--citekit", "solution.py", "--citekit-exercise", SLUG, cwd=tmp_path
    )
    assert done.returncode == 0, done.stdout
    lesson = next(lesson for lesson in all_lessons(FIXTURE_KIT) if lesson.slug == SLUG)
    assert f"{len(lesson.checks) + 1} passed" in done.stdout


# Files a learner hands in beside a submission, stored as NAME.txt: under its real name the
# kit's own test run would load each one. Laid out under their real names, each leaves a file
# in a markers folder if it runs, and makes checks pass that should fail.
BESIDE = HOSTILE / "plugin_folder"  # a conftest.py, __init__.py, sitecustomize.py, .pth…
CONFIGURATIONS = HOSTILE / "plugin_configs"  # pytest.ini and the like, running one check only
RETURNS_SET = next(path for path in WRONG if path.stem == "returns_set")


def _lay_out(templates: list[Path], folder: Path, markers: Path) -> Path:
    """The wrong solution in `folder`, with each template beside it under its real name."""
    folder.mkdir(parents=True, exist_ok=True)
    markers.mkdir(exist_ok=True)
    for template in templates:
        text = template.read_text("utf-8").replace("@MARKERS@", str(markers))
        (folder / template.name.removesuffix(".txt")).write_text(text, "utf-8")
    return Path(shutil.copy2(RETURNS_SET, folder / "solution.py"))


# Run from a folder of the instructor's or from the submission's own. Where pytest takes the
# submission for a test path (`--citekit PATH` with a space) or runs in its folder, it reads
# the configuration there before any plugin is loaded, so none is laid out: with a space the
# plugin refuses it (below), and the README says what a run in a learner's folder is worth.
@pytest.mark.parametrize(
    ("run_in", "args", "configured"),
    [
        ("instructor", ("--citekit=../learner/solution.py",), True),
        ("instructor", ("--citekit", "../learner/solution.py"), False),
        ("learner", ("--citekit", "solution.py"), False),
    ],
    ids=["elsewhere", "elsewhere-with-a-space", "beside"],
)
def test_no_file_beside_the_submission_is_loaded_by_pytest(
    run_in: str, args: tuple[str, ...], configured: bool, tmp_path: Path
) -> None:
    markers = tmp_path / "markers"
    beside = [
        path for path in sorted(BESIDE.iterdir()) if configured or path.name != "pyproject.toml.txt"
    ]
    solution = _lay_out(beside, tmp_path / "learner", markers)
    (tmp_path / "instructor").mkdir()
    code, report = _check_json(solution, "--exercise", SLUG)
    done = _run(*args, "--citekit-exercise", SLUG, "-rA", cwd=tmp_path / run_in)
    assert sorted(path.name for path in markers.iterdir()) == [], done.stdout
    verdicts = _items(done.stdout, args[-1].removeprefix("--citekit="))
    assert verdicts == _verdicts(report), done.stdout
    assert verdicts[declared_trip(RETURNS_SET)] is False
    assert done.returncode == code == 1, done.stdout


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            path.name,
            marks=pytest.mark.skipif(
                path.name == "pytest.toml.txt" and pytest.version_tuple < (9,),
                reason="pytest reads pytest.toml from version 9",
            ),
        )
        for path in sorted(CONFIGURATIONS.iterdir())
    ],
)
@pytest.mark.layer_independent
def test_a_configuration_found_in_the_submissions_folder_is_refused(
    name: str, tmp_path: Path
) -> None:
    """`--citekit PATH` with a space is a test path to pytest as it looks for its
    configuration, before the plugin is loaded; what it found in PATH's folder is refused."""
    _lay_out([CONFIGURATIONS / name], tmp_path / "learner", tmp_path / "markers")
    (tmp_path / "instructor").mkdir()
    args = ("--citekit", "../learner/solution.py", "--citekit-exercise", SLUG)
    done = _run(*args, cwd=tmp_path / "instructor")
    assert done.returncode == 4, done.stdout
    assert "from the folder of a submission" in done.stdout
    assert "`--citekit=PATH`" in done.stdout
    assert "Traceback" not in done.stdout and " passed" not in done.stdout


def _known_solutions() -> dict[Path, Lesson]:
    return {
        path: lesson
        for lesson in all_lessons()
        for kind in ("correct", "wrong")
        for path in sorted((lesson.solution_folder / kind).glob("*.py"))
    }


# What this adds to test_the_same_verdict_per_check_and_exit_code_as_check, which runs in each
# layer, is every lesson's checks and messages: the same whatever isolates the code.
@pytest.mark.curriculum
@pytest.mark.slow
@pytest.mark.layer_independent
def test_every_known_solution_of_every_lesson(tmp_path: Path) -> None:
    """For every correct and known-wrong solution of every lesson, pytest's verdict on each
    item is the verdict `check --json` gives that check, and a failing item shows the check's
    message, and the plugin's verdicts are the stored one-time grading's (`known_results`), but
    for the timed checks. Each solution is graded by the plugin, in two pytest
    runs side by side."""
    lessons = _known_solutions()
    solutions = list(lessons)
    assert len(solutions) > 50
    halves = [solutions[0::2], solutions[1::2]]
    runs = []
    for number, half in enumerate(halves):
        # The solutions stay where they are: their paths name their lessons.
        args = [f"--citekit={path}" for path in half]
        record = tmp_path / f"record-{number}.json"
        process = _pytest("-q", *args, cwd=tmp_path, record=record, env=cli_environment())
        runs.append((record, process))
    found: dict[str, Any] = {}
    for record, process in runs:
        out, _ = process.communicate(timeout=1800)
        assert process.returncode == 1, out  # some checks fail: pytest's code for that
        found.update(json.loads(record.read_text("utf-8")))
    assert set(found) == {str(path) for path in solutions}
    # The stored gradings, made here (one process per core) where the store has none yet.
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(os.cpu_count() or 1, mp_context=spawn) as pool:
        slugs = [lessons[path].slug for path in solutions]
        stored = dict(zip(map(str, solutions), pool.map(_stored_checks, slugs, solutions)))
    for path, entry in found.items():
        report, items = entry["report"], entry["items"]
        by_id = {check["id"]: check for check in report["checks"]}
        if not by_id:  # nothing was checked: every item says why
            assert all(outcome == "failed" for outcome, _ in items.values()), path
            continue
        assert set(items) == set(by_id), path
        for check_id, (outcome, shown) in items.items():
            check = by_id[check_id]
            assert (outcome == "passed") == (check["status"] == "pass"), (path, check_id)
            if outcome != "passed":
                assert check["message"] in shown, (path, check_id)
        lesson = lessons[Path(path)]
        timed = {spec.id for spec in lesson.checks if spec.timed}
        verdicts = _untimed_verdicts(report["checks"], timed)
        assert _untimed_verdicts(stored[path], timed) == verdicts, path


def _stored_checks(slug: str, path: Path) -> list[dict[str, Any]]:
    """The checks of `path`'s stored one-time grading, as JSON."""
    checks: list[dict[str, Any]] = known_report(find_lesson(slug), path).to_json()["checks"]
    return checks


def _untimed_verdicts(checks: list[dict[str, Any]], timed: set[str]) -> list[tuple[str, str, int]]:
    """Each check's verdict but the timed checks' (their inputs are new on every run). Messages
    are left out: a large set is shown in the order of the grader process's hash seed."""
    return [(c["id"], c["status"], c["points"]) for c in checks if c["id"] not in timed]
