"""The Gradescope bundle, run as Gradescope would, in a folder laid out like its container."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from class_support import SAMPLE_CLASS, SLUG, cli, environment

from grader.report.results import Report

TEST_FIELDS = {"name", "score", "max_score", "status", "output", "visibility"}


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle") / "autograder.zip"
    done = cli("gradescope", "build", SLUG, out)
    assert done.returncode == 0, done.stderr
    return out


def _run_autograder(bundle: Path, root: Path, submission: Path) -> dict[str, Any]:
    """Unpack into ROOT/source, hand in one file, and run the script from the bundle."""
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(root / "source")
        modes = {info.filename: info.external_attr >> 16 for info in archive.infolist()}
    for name in ("setup.sh", "run_autograder"):
        assert modes[name] & stat.S_IXUSR, f"{name} is not executable in the zip"
        os.chmod(root / "source" / name, 0o755)
    (root / "submission").mkdir()
    shutil.copy2(submission, root / "submission" / submission.name)
    env = {
        **environment(),
        "CITEKIT_AUTOGRADER_ROOT": str(root),
        # `python3` is this interpreter: it has the dependencies setup.sh would install.
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    done = subprocess.run(
        [str(root / "source" / "run_autograder")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results: dict[str, object] = json.loads((root / "results" / "results.json").read_text("utf-8"))
    return results


def test_the_bundle_holds_the_kit_and_both_scripts(bundle: Path) -> None:
    with zipfile.ZipFile(bundle) as archive:
        names = set(archive.namelist())
    assert {"setup.sh", "run_autograder", "requirements.txt"} <= names
    assert "citekit/grader/cli/__init__.py" in names
    assert f"citekit/exercises/{SLUG}/checks.py" in names
    assert f"citekit/solutions/{SLUG}/reference.py" in names
    assert f"citekit/hints/{SLUG}.md" in names
    assert not any("__pycache__" in name for name in names)


def test_a_passing_submission(bundle: Path, tmp_path: Path) -> None:
    results = _run_autograder(bundle, tmp_path, SAMPLE_CLASS / "bruno.py")
    assert results["score"] == 5.0
    assert isinstance(results["execution_time"], float) and results["execution_time"] > 0
    assert isinstance(results["output"], str) and "**PASS**" in results["output"]
    tests = results["tests"]
    assert isinstance(tests, list) and len(tests) == 4
    for test in tests:
        assert set(test) == TEST_FIELDS
        assert test["status"] == "passed"
        assert test["score"] == test["max_score"] and isinstance(test["score"], float)
        assert test["visibility"] == "visible"
    first = "Worked example (worked-example)"
    assert tests[0]["name"] == first
    assert sum(test["max_score"] for test in tests) == 5.0


def test_a_failing_submission(bundle: Path, tmp_path: Path) -> None:
    results = _run_autograder(bundle, tmp_path, SAMPLE_CLASS / "kwame.py")
    tests = {test["name"].rsplit(" (", 1)[1].rstrip(")"): test for test in results["tests"]}
    failed = tests["worked-example"]
    assert failed["status"] == "failed" and failed["score"] == 0.0
    assert failed["max_score"] == 1.0
    assert failed["output"].startswith("Called:   solve(['a', 'b', 'b', 'c'], ['a'])")
    assert tests["arguments-unchanged"]["status"] == "passed"
    assert results["score"] == sum(test["score"] for test in results["tests"]) < 5.0
    # Stored unseen beside them: the whole report, every fact of every check.
    report = Report.from_json(results["extra_data"])
    assert report.score == results["score"] and report.exercise == SLUG
    kept = next(check for check in report.checks if check.id == "worked-example")
    assert kept.facts.call == "solve(['a', 'b', 'b', 'c'], ['a'])"
    assert kept.message == failed["output"]


def test_an_ungradable_submission(bundle: Path, tmp_path: Path) -> None:
    results = _run_autograder(bundle, tmp_path, SAMPLE_CLASS / "beatriz.py")
    assert results["score"] == 0.0
    assert results["tests"] == []
    assert "syntax error at line 1" in str(results["output"])
