"""Shared by the isolation tests: which layers can run here, one graded run of a file, and one
call of a probe in a child."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURE_SLUG, fixture_environment, run_cli

from grader.sandbox.isolation import BUBBLEWRAP, PROCESS, choose_layer, find_bubblewrap
from grader.sandbox.limits import Limits
from grader.sandbox.process import Unit
from grader.sandbox.session import Session

# The flag that forces each layer; --require-sandbox fails loudly if bubblewrap broke.
LAYER_FLAGS = {BUBBLEWRAP: "--require-sandbox", PROCESS: "--no-sandbox"}
# The environment of a machine where no bubblewrap can run: the bundled one turned off too.
NO_BUBBLEWRAP = {"CITEKIT_BWRAP": "none"}


def bubblewrap_missing() -> str:
    """Why bubblewrap cannot be used here, or '' when it can."""
    path, problem = find_bubblewrap()
    return "" if path else problem


def skip_without_bubblewrap() -> None:
    """Skip a test that needs bubblewrap; CI sets CITEKIT_REQUIRE_SANDBOX=1 to fail instead."""
    problem = bubblewrap_missing()
    if not problem:
        return
    message = f"bubblewrap is needed: {problem}"
    if os.environ.get("CITEKIT_REQUIRE_SANDBOX") == "1":
        pytest.fail(message + " (CITEKIT_REQUIRE_SANDBOX=1)")
    pytest.skip(message)


def available_layers() -> list[str]:
    return [PROCESS] if bubblewrap_missing() else [BUBBLEWRAP, PROCESS]


@dataclass(frozen=True)
class Run:
    """One `citekit check --json` of a file: what it printed, how it ended, how long it took."""

    returncode: int
    stdout: str
    stderr: str
    seconds: float

    @property
    def report(self) -> dict[str, Any]:
        """stdout holds exactly one JSON object: the report, and nothing a learner printed."""
        text = self.stdout.strip()
        report, end = json.JSONDecoder().raw_decode(text)
        assert end == len(text), f"more than the report on stdout: {self.stdout[:500]!r}"
        assert isinstance(report, dict)
        return report

    @property
    def statuses(self) -> dict[str, str]:
        return {check["id"]: check["status"] for check in self.report["checks"]}


def check_file(path: Path, layer: str, *options: str, **env: str) -> Run:
    """`citekit check --json` of `path` on the fixture lesson, in `layer`."""
    started = time.monotonic()
    done = run_cli(
        "check",
        path,
        "--exercise",
        FIXTURE_SLUG,
        "--json",
        LAYER_FLAGS[layer],
        *options,
        env=fixture_environment(**env),
        timeout=180,
    )
    return Run(done.returncode, done.stdout, done.stderr, time.monotonic() - started)


def assert_survived(run: Run, layer: str) -> None:
    """The grader ended normally, with its report, naming the layer that was in force."""
    assert run.returncode in (0, 1, 2), run.stderr[-3000:]
    assert "Traceback" not in run.stderr, run.stderr[-3000:]
    report = run.report
    assert report["status"] in ("pass", "fail", "error", "todo")
    assert report["isolation"] == layer


def probe(source: str, layer: str, limits: Limits | None = None) -> Any:
    """What `probe()`, defined by `source`, answers when called once in a child of `layer`."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    chosen = choose_layer(use_bubblewrap=layer == BUBBLEWRAP)
    session = Session([Unit("probe.py", source)], "probe", 0, limits or Limits(), chosen)
    try:
        loaded = session.start()
        assert not loaded.unit_errors and loaded.problem is None, loaded
        reply = session.call(())
    finally:
        session.close()
    assert reply.raised is None, reply.raised
    return reply.value
