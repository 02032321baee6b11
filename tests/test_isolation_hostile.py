"""Hostile submissions, graded through the command line as a learner's file would be.

Each tests/hostile/*.py is one attack; its docstring says what it tries. Each
tests/hostile/*.js is the JavaScript twin of one, graded by the JavaScript child, which runs
in the same layers with the same limits. Every run must end
with the grader's report on stdout, within a time bound, without a pass it did not earn, and
with nothing changed outside: canary files, a loopback listener, the kit's files, processes
left behind, the grader's environment. The runs go in parallel, once per module: most of
their time is spent waiting for limits to expire.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import socket
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import FIXTURE_KIT, FIXTURE_SLUG, REPO
from isolation_support import (
    Run,
    assert_survived,
    available_layers,
    check_file,
    skip_without_bubblewrap,
)

from grader.sandbox.isolation import BUBBLEWRAP, PROCESS, learner_user

HOSTILE = Path(__file__).resolve().parent / "hostile"
CALL_SECONDS = 0.5
SUBMISSION_SECONDS = 2
# Grader start-up and the last kill come on top of the submission's time; a loaded machine
# stretches both.
TIME_BOUND = SUBMISSION_SECONDS + 20
LESSON_TIME_BOUND = 45 + 20  # the lesson's own submission time, for the efficiency attacks
WORKERS = 4

BOTH = (BUBBLEWRAP, PROCESS)  # what the weaker layer must withstand too
STRONGEST = ("strongest",)  # the same machinery in every layer: run once, in the best one
SANDBOX = (BUBBLEWRAP,)  # only bubblewrap can stop it


@dataclass(frozen=True)
class Attack:
    layers: tuple[str, ...]
    must_not_pass: bool  # False: the answers are right; only the side effect matters
    # Checks the attack is after: none may pass, nor merely run out of time, so the attack
    # itself was seen through (a tampered report may end in `error`: it fails closed).
    caught_by: tuple[str, ...] = ()
    # The efficiency check needs the lesson's own time limits, not the short ones above.
    lesson_limits: bool = False
    # Its answers are honest, if wrong: no reply may be refused as one the child did not send.
    honest_replies: bool = False


ATTACKS = {
    "loop_at_import": Attack(STRONGEST, True),
    "loop_in_solve": Attack(BOTH, True),
    "sleep_in_solve": Attack(STRONGEST, True),
    "deep_recursion": Attack(STRONGEST, True),
    "memory_hog": Attack(BOTH, True),
    "enormous_return": Attack(STRONGEST, True),
    "print_flood": Attack(STRONGEST, False),
    "exit_at_import": Attack(STRONGEST, True),
    "os_exit_in_solve": Attack(STRONGEST, True),
    "keyboard_interrupt_in_solve": Attack(STRONGEST, True),
    "base_exception_in_solve": Attack(STRONGEST, True),
    "kill_parent": Attack(BOTH, False),
    "kill_process_group": Attack(BOTH, True),
    "kill_ancestors": Attack(SANDBOX, False),
    "detached_process": Attack(BOTH, False),
    "kill_keeper": Attack(BOTH, False),
    "forked_children": Attack(STRONGEST, False),
    "network": Attack(SANDBOX, False),
    "read_files": Attack(SANDBOX, True),
    "reads_capabilities": Attack(BOTH, True),
    "reads_mountinfo": Attack(SANDBOX, True),
    "copy_reference": Attack(SANDBOX, True),
    "write_files": Attack(SANDBOX, False),
    "environment_own": Attack(STRONGEST, True),
    "environment_of_others": Attack(SANDBOX, True),
    "fake_report": Attack(STRONGEST, True),
    "pipe_forgery": Attack(STRONGEST, True),
    "forged_replies": Attack(STRONGEST, True),
    "lying_equality": Attack(STRONGEST, True),
    "hanging_repr": Attack(STRONGEST, True),
    "str_subclass": Attack(STRONGEST, True),
    "search_process": Attack(STRONGEST, True),
    "patch_clocks": Attack(BOTH, True, ("scales-linearly",), lesson_limits=True),
    "quadratic_in_thread": Attack(BOTH, True, ("scales-linearly",), lesson_limits=True),
    "quadratic_in_child_process": Attack(BOTH, True, ("scales-linearly",), lesson_limits=True),
    "recognises_timed_inputs": Attack(BOTH, True, ("scales-linearly",), lesson_limits=True),
    "padded_quadratic": Attack(STRONGEST, True, ("scales-linearly",), lesson_limits=True),
    "forges_unchanged_arguments": Attack(BOTH, True, ("arguments-unchanged",)),
    "watches_for_checked_arguments": Attack(BOTH, True, ("arguments-unchanged",)),
    "ill_shaped_replies": Attack(BOTH, True),
    "huge_repeated_answer": Attack(BOTH, True),
    "million_tiny_items": Attack(BOTH, True),
    "patch_builtins": Attack(STRONGEST, True),
    "nondeterministic": Attack(STRONGEST, True),
    "invalid_text": Attack(STRONGEST, True),
    "deep_folders": Attack(BOTH, False),
}


# The JavaScript twins, by file name. Node's permission model lets learner code read no file
# and start no process in either layer, so reading the kit's files is stopped in both; only
# the network needs bubblewrap, as for Python.
JAVASCRIPT_ATTACKS = {
    "loop_in_solve.js": Attack(BOTH, True),
    "memory_hog.js": Attack(BOTH, True),
    "buffer_hog.js": Attack(BOTH, True),
    "forked_children.js": Attack(BOTH, False),
    "network.js": Attack(SANDBOX, False),
    "read_files.js": Attack(BOTH, True),
    "reads_capabilities.js": Attack(BOTH, True),
    "reads_mountinfo.js": Attack(BOTH, True),
    "copy_reference.js": Attack(BOTH, True),
    "pipe_forgery.js": Attack(BOTH, True),
    "print_flood.js": Attack(STRONGEST, False),
    "padded_quadratic.js": Attack(STRONGEST, True, ("scales-linearly",), lesson_limits=True),
    "kill_parent.js": Attack(BOTH, False),
    "kill_process_group.js": Attack(BOTH, True),
    "patch_builtins.js": Attack(STRONGEST, True),
    "forges_unchanged_arguments.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "intercepts_decoding.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "getter_on_arguments.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "getter_behind_a_hole.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "restores_after_the_reply.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "seal_through_the_array_iterator.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "answers_in_the_childs_place.js": Attack(BOTH, True),
    "steals_the_seal.js": Attack(BOTH, True, ("arguments-unchanged",)),
    "million_tiny_items.js": Attack(BOTH, True, honest_replies=True),
    "huge_bigint.js": Attack(BOTH, True, honest_replies=True),
}
EVERY_ATTACK = {**ATTACKS, **JAVASCRIPT_ATTACKS}


def cases() -> list[tuple[str, str]]:
    """(attack, layer) pairs; `strongest` becomes bubblewrap where it works."""
    strongest = available_layers()[0]
    return [
        (name, strongest if layer == "strongest" else layer)
        for name, attack in EVERY_ATTACK.items()
        for layer in attack.layers
    ]


def test_every_hostile_file_is_listed() -> None:
    assert {path.stem for path in HOSTILE.glob("*.py")} == set(ATTACKS)
    assert {path.name for path in HOSTILE.glob("*.js")} == set(JAVASCRIPT_ATTACKS)


class Listener:
    """A TCP and a UDP socket on one loopback port, recording whatever reaches them."""

    def __init__(self) -> None:
        self.tcp = socket.create_server(("127.0.0.1", 0))
        self.port = self.tcp.getsockname()[1]
        self.udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.udp.bind(("127.0.0.1", self.port))
        self.received: list[bytes] = []
        for target in (self._accept, self._datagrams):
            threading.Thread(target=target, daemon=True).start()

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                connection, _ = self.tcp.accept()
                with connection:
                    self.received.append(b"connected:" + connection.recv(1024))

    def _datagrams(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                self.received.append(self.udp.recv(1024))

    def close(self) -> None:
        self.tcp.close()
        self.udp.close()


@dataclass
class World:
    """What the attacks aim at, and what each run left behind."""

    folder: Path
    kit: Path
    canary: Path
    secret: str
    env_secret: str
    listener: Listener
    kit_hashes: dict[str, str]
    markers: dict[tuple[str, str], str]
    runs: dict[tuple[str, str], Run]


def hashes(folder: Path) -> dict[str, str]:
    return {
        str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def submission(world: World, name: str, marker: str) -> Path:
    """The hostile file with its placeholders filled in."""
    file_name = name if name.endswith(".js") else f"{name}.py"
    text = (HOSTILE / file_name).read_text("utf-8")
    for placeholder, value in {
        "@MARKER@": marker,
        "@CANARY@": str(world.canary),
        "@KIT@": str(world.kit),
        "@GRADER@": str(REPO),
        "@PORT@": str(world.listener.port),
        "@SECRET@": world.secret,
    }.items():
        text = text.replace(placeholder, value)
    path = world.folder / "submissions" / marker / file_name
    path.parent.mkdir(parents=True)
    path.write_text(text, "utf-8")
    return path


def survivors(marker: str) -> list[str]:
    """Command lines of live processes that carry `marker`."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError):
                command = Path(f"/proc/{entry}/cmdline").read_bytes()
                if marker.encode() in command:
                    found.append(command.replace(b"\0", b" ").decode(errors="replace"))
    return found


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    folder = tmp_path_factory.mktemp("hostile")
    secret = f"canary-{uuid.uuid4().hex}"
    kit = Path(shutil.copytree(FIXTURE_KIT, folder / "kit"))
    reference = kit / "solutions" / FIXTURE_SLUG / "reference.py"
    reference.write_text(reference.read_text("utf-8") + f"\n# {secret}\n", "utf-8")
    twin = reference.with_suffix(".js")
    twin.write_text(twin.read_text("utf-8") + f"\n// {secret}\n", "utf-8")
    canary = folder / "private.txt"
    canary.write_text(secret, "utf-8")
    listener = Listener()
    world = World(
        folder,
        kit,
        canary,
        secret,
        f"env-{uuid.uuid4().hex}",
        listener,
        hashes(kit),
        {},
        {},
    )
    layers = available_layers()
    todo = [(name, layer) for name, layer in cases() if layer in layers]
    with ThreadPoolExecutor(WORKERS) as pool:
        for key, run in zip(todo, pool.map(lambda case: graded(world, *case), todo)):
            world.runs[key] = run
    yield world
    listener.close()


def graded(world: World, name: str, layer: str) -> Run:
    marker = world.markers[name, layer] = f"citekit-survivor-{uuid.uuid4().hex}"
    limits = ("--call-seconds", str(CALL_SECONDS), "--submission-seconds", str(SUBMISSION_SECONDS))
    return check_file(
        submission(world, name, marker),
        layer,
        *(() if EVERY_ATTACK[name].lesson_limits else limits),
        CITEKIT_HOME=str(world.kit),
        CITEKIT_TEST_SECRET=world.env_secret,
    )


@pytest.mark.parametrize(("name", "layer"), cases(), ids=[f"{n}-{la}" for n, la in cases()])
def test_attack(world: World, name: str, layer: str) -> None:
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    run, attack = world.runs[name, layer], EVERY_ATTACK[name]
    assert_survived(run, layer)
    bound = LESSON_TIME_BOUND if attack.lesson_limits else TIME_BOUND
    assert run.seconds < bound, f"grading took {run.seconds:.1f} s"
    if attack.must_not_pass:
        assert run.report["status"] != "pass", run.report["message"]
    caught = {
        check["id"]: check for check in run.report["checks"] if check["id"] in attack.caught_by
    }
    assert set(caught) == set(attack.caught_by), run.report
    for check in caught.values():
        assert check["status"] != "pass", check
        assert "Not run" not in check["message"] and "time limit" not in check["message"], check
    if attack.honest_replies:
        refused = [
            check["message"] for check in run.report["checks"] if "refused" in check["message"]
        ]
        assert not refused, refused
    assert len(run.stdout) < 200_000, "the report kept too much of what the learner printed"
    for check in run.report["checks"]:
        assert "\x1b" not in check["output"] and "\r" not in check["output"]
        assert len(check["message"]) < 5_000, "one check's message grew with the answer"
    for secret in (world.secret, world.env_secret):
        assert secret not in run.stdout + run.stderr, "a secret reached the report"
    assert not survivors(world.markers[name, layer]), "a process outlived grading"


def test_nothing_reached_the_listener(world: World) -> None:
    skip_without_bubblewrap()
    assert world.listener.received == []


def test_files_outside_the_scratch_folder_are_unchanged(world: World) -> None:
    skip_without_bubblewrap()
    assert world.canary.read_text("utf-8") == world.secret
    assert hashes(world.kit) == world.kit_hashes


def test_copying_the_reference_loses_points(world: World) -> None:
    skip_without_bubblewrap()
    copied = world.runs["copy_reference", BUBBLEWRAP].report
    assert copied["score"] < copied["max_score"]


CAPABILITY_SETS = ("CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb")
CAPABILITY_LINE = r"(Cap[A-Z][a-z]+): ([0-9a-f]+)"  # as reads_capabilities reports one


@pytest.mark.parametrize("layer", BOTH)
def test_learner_code_holds_no_capability(world: World, layer: str) -> None:
    """Even where the grader is root, learner code holds no capability in either layer, so it
    reads only what any user may: not /etc/shadow, not the reference under the grader's
    private temporary folder."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    elif not learner_user():
        pytest.skip("the weaker layer has no capability to drop where the grader is not root")
    report = json.dumps(world.runs["reads_capabilities", layer].report)
    held = dict(re.findall(CAPABILITY_LINE, report))
    assert set(held) == set(CAPABILITY_SETS), report
    assert set(held.values()) == {"0" * 16}, held
    assert "read /" not in report


@pytest.mark.parametrize("layer", BOTH)
def test_javascript_reads_neither_capabilities_nor_secrets(world: World, layer: str) -> None:
    """Node's permission model lets learner code read no file, /proc/self/status included
    (test_isolation_confinement reads Node's capabilities from outside)."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    report = json.dumps(world.runs["reads_capabilities.js", layer].report)
    assert not re.search(CAPABILITY_LINE, report) and "read /" not in report, report


MOUNT_TABLE_READERS = [case for case in cases() if case[0].startswith("reads_mountinfo")]


@pytest.mark.parametrize(("name", "layer"), MOUNT_TABLE_READERS)
def test_no_mount_table_names_the_kit(world: World, name: str, layer: str) -> None:
    """bubblewrap shows the child package by copying it in, not by a bind mount, whose source
    a mount table would name; Node lets learner code read no mount table at all."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    report = json.dumps(world.runs[name, layer].report)
    assert "leak: " not in report, report
