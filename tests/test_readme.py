"""The README says what the kit does: its commands run as written after its setup command,
and the JSON fields it lists are the ones `check --json` emits."""

from __future__ import annotations

import re
import shlex

import pytest
from conftest import REPO, WRONG, grade_file

from grader.languages import ALL

# What the README says against what the kit does: nothing the isolation layer could change.
# Its subject is the curriculum: it runs on the lessons in exercises/, never on the fixtures.
pytestmark = [pytest.mark.layer_independent, pytest.mark.curriculum]

README = (REPO / "README.md").read_text("utf-8")
# Programs that a setup command installs into .venv/bin, not onto the PATH.
INSTALLED = {"citekit", "pytest", "python", "pip", "jupyter"}
STATUSES = {"pass", "fail", "todo", "error"}
FAILURES = {"wrong", "slow", "unusable", "raised", "timeout", "stopped", "not-run"}


def _shell_commands() -> list[str]:
    blocks = re.findall(r"^ *```bash\n(.*?)^ *```", README, re.MULTILINE | re.DOTALL)
    commands = []
    for block in blocks:
        for line in block.splitlines():
            line = line.split("  #")[0].strip()
            commands += [part.strip() for part in re.split(r"&&|;|\|", line) if part.strip()]
    return commands


def test_every_command_runs_from_the_virtual_environment_as_written() -> None:
    commands = _shell_commands()
    assert any(command.startswith(".venv/bin/citekit grade") for command in commands)
    for command in commands:
        program = shlex.split(command)[0]
        assert program not in INSTALLED, f"not on PATH after the setup command: {command!r}"
        if program.startswith(".venv/bin/"):
            assert program.removeprefix(".venv/bin/") in INSTALLED, command


def test_the_json_fields_listed_are_the_ones_emitted() -> None:
    (paragraph,) = [part for part in README.split("\n\n") if part.startswith("The JSON report")]
    listed = set(re.findall(r"`([^`]+)`", paragraph))
    report = grade_file(next(path for path in WRONG if path.stem == "returns_set")).to_json()
    emitted = set(report) | {name for check in report["checks"] for name in check}
    assert emitted <= listed, f"emitted, not listed: {emitted - listed}"
    # What is listed besides the fields are the values of `status`, `failure` and `language`.
    unlisted = listed - emitted
    languages = {language.name for language in ALL}
    assert unlisted <= STATUSES | FAILURES | languages, f"listed, not emitted: {unlisted}"
