"""What learner code may do inside the sandbox: the seccomp filter's denials, group by group,
the command lines it can read, the user it runs as, and how many processes and how much
memory it can take in all."""

from __future__ import annotations

import ast
import contextlib
import errno
import os
import sys
from pathlib import Path

import pytest
from conftest import REPO
from isolation_support import available_layers, probe, skip_without_bubblewrap
from test_seccomp import ATTEMPTS, syscall_number

from grader.languages import JAVASCRIPT
from grader.sandbox.isolation import (
    BUBBLEWRAP,
    LEARNER_UIDS,
    PROCESS,
    choose_layer,
    find_bubblewrap,
    learner_user,
)
from grader.sandbox.limits import Limits
from grader.sandbox.process import Unit
from grader.sandbox.session import Session

# Calls the filter looks into: namespace flags on clone, and personalities.
ARGUMENT_CHECKS = {
    "clone_with_namespace": ("clone", (0x10000000 | 17, 0, 0, 0, 0)),  # CLONE_NEWUSER, SIGCHLD
    "personality_change": ("personality", (0x0040000,)),  # ADDR_NO_RANDOMIZE
}
# What a solution may need stays allowed: asking the personality, plain calls.
ALLOWED = {"personality_query": ("personality", (0xFFFFFFFF,)), "getpid": ("getpid", ())}
ATTEMPT = """\
import ctypes

def probe():
    libc = ctypes.CDLL(None, use_errno=True)
    result = libc.syscall({number}, *[ctypes.c_long(a) for a in {arguments}])
    return [result, ctypes.get_errno()]
"""


def attempt(name: str, arguments: tuple[int, ...]) -> list[int]:
    """[result, errno] of the call made by learner code in the sandbox."""
    source = ATTEMPT.format(number=syscall_number(name), arguments=arguments)
    answer = probe(source, BUBBLEWRAP)
    assert isinstance(answer, list)
    return answer


@pytest.mark.parametrize("group", sorted(ATTEMPTS))
def test_the_sandbox_denies(group: str) -> None:
    assert attempt(*ATTEMPTS[group]) == [-1, errno.ENOSYS]


@pytest.mark.parametrize("check", sorted(ARGUMENT_CHECKS))
def test_the_sandbox_looks_at_arguments(check: str) -> None:
    assert attempt(*ARGUMENT_CHECKS[check]) == [-1, errno.ENOSYS]


@pytest.mark.parametrize("call", sorted(ALLOWED))
def test_the_sandbox_allows(call: str) -> None:
    result, _ = attempt(*ALLOWED[call])
    assert result >= 0


COMMAND_LINES = """\
def probe():
    return [open(f"/proc/{pid}/cmdline", "rb").read().decode() for pid in ("1", "self")]
"""


def test_no_host_path_in_the_sandbox_command_lines() -> None:
    """/proc/1 is bubblewrap: its options (every host folder it binds) came through a pipe."""
    bwrap, _ = find_bubblewrap()
    hosts = {str(REPO), sys.prefix, sys.base_prefix, str(bwrap and bwrap.path)}
    bubblewrap, child = probe(COMMAND_LINES, BUBBLEWRAP)
    assert bubblewrap.split("\0")[:2] == ["bwrap", "--args"]
    assert child.split("\0")[1:4] == ["-S", "-m", "child"]
    for host in hosts - {"/usr"}:  # what every Linux has is no host secret
        assert host not in bubblewrap + child, (bubblewrap, child)


REACH = """\
import importlib.util, os, sys

def probe():
    package = sys.modules["child"].__path__[0]
    try:
        import grader.grading.grading
        grader_grading = "imported"
    except ModuleNotFoundError:
        grader_grading = "not found"
    found = [name for name in {names!r} if importlib.util.find_spec(name) is not None]
    listed = sorted(name for name in os.listdir(package) if name != "__pycache__")
    holder = sorted(os.listdir(os.path.dirname(package)))
    return [package, listed, holder, grader_grading, found, "PYTHONPATH" in os.environ]
"""


@pytest.mark.parametrize("layer", available_layers())
def test_the_child_reaches_only_its_own_package(layer: str) -> None:
    """The child package runs with the standard library alone: learner code finds neither the
    grader nor the modules beside the package's folder (under the weaker layer, the grader's
    sandbox modules), and in bubblewrap that folder is all of the kit there is."""
    host_package = REPO / "grader" / "sandbox" / "child"
    beside = sorted(path.stem for path in host_package.parent.glob("[!_]*.py"))
    source = REACH.format(names=["grader", "citekit", *beside])
    package, listed, holder, grader_grading, found, pythonpath = probe(source, layer)
    assert (grader_grading, found, pythonpath) == ("not found", [], False)
    programs = {".py", ".js"}  # the Python child's modules and the JavaScript child
    assert listed == sorted(path.name for path in host_package.iterdir() if path.suffix in programs)
    if layer == BUBBLEWRAP:
        assert package == "/citekit/child"
        assert set(holder) <= {"child", "python"}  # the Python installation, when moved here


def test_the_child_package_imports_the_standard_library_and_itself_only() -> None:
    """Every import in the child package, inside functions too: relative, or of the standard
    library; anything else would be missing where the child runs."""
    for path in (REPO / "grader" / "sandbox" / "child").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in sys.stdlib_module_names, (path.name, name)


IDENTITY = """\
import os

def probe():
    try:
        os.kill(os.getppid(), 0)
        signalled = 0
    except OSError as error:
        signalled = error.errno
    return [os.getuid(), os.getgid(), os.getgroups(), signalled]
"""


@pytest.mark.parametrize("layer", available_layers())
def test_learner_code_runs_as_a_user_of_its_own_where_the_grader_is_root(layer: str) -> None:
    if learner_user() is None:
        pytest.skip("the grader is not root here")
    first, second = probe(IDENTITY, layer), probe(IDENTITY, layer)
    for uid, gid, groups, signalled in (first, second):
        assert uid in LEARNER_UIDS and (gid, groups) == (uid, [])
        assert signalled == errno.EPERM  # its parent, the keeper or bubblewrap, is root's
    # Children side by side never share a user, whose process count RLIMIT_NPROC limits.
    assert first[0] != second[0]


HOARD = """\
import os, time

def probe():
    report, told = os.pipe()
    forked = 0
    for _ in range(40):
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            try:
                held = b"x" * (100 << 20)
                os.write(told, b"+")
            except MemoryError:
                os.write(told, b"-")
            time.sleep(60)
            os._exit(0)
        forked += 1
    said = b""
    while len(said) < forked:
        said += os.read(report, forked)
    return [forked, said.count(b"+")]
"""


@pytest.mark.parametrize("layer", available_layers())
def test_processes_and_memory_are_capped_in_all(layer: str) -> None:
    """A submission that forks 40 children holding 100 MB each gets `processes` at most, and
    so at most `processes` times `memory_mb` in all."""
    if layer == PROCESS and learner_user() is None:
        pytest.skip("without a user namespace, only root's grader can cap a learner's processes")
    limits = Limits(memory_mb=150, processes=6)
    forked, holding = probe(HOARD, layer, limits)
    assert forked < limits.processes  # the child itself counts
    assert holding * 100 <= limits.processes * limits.memory_mb


def descendants_running(argument: str) -> list[int]:
    """This process's descendants with `argument` on their command line."""
    parents: dict[int, int] = {}
    for entry in filter(str.isdigit, os.listdir("/proc")):
        with contextlib.suppress(OSError):
            stat = Path(f"/proc/{entry}/stat").read_text()
            parents[int(entry)] = int(stat[stat.rindex(")") + 2 :].split()[1])
    below, grew = {os.getpid()}, True
    while grew:
        added = {pid for pid, parent in parents.items() if parent in below} - below
        below |= added
        grew = bool(added)
    found = []
    for pid in below:
        with contextlib.suppress(OSError):
            if argument.encode() in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0"):
                found.append(pid)
    return found


def capability_sets(pid: int) -> dict[str, str]:
    lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    return dict(line.split(":\t") for line in lines if line.startswith("Cap"))


@pytest.mark.parametrize("layer", available_layers())
def test_the_javascript_child_holds_no_capability(layer: str) -> None:
    """Node cannot read /proc/self/status under its permission model, so its capabilities are
    read from outside while it serves: none in any set, where the grader is root."""
    if learner_user() is None:
        pytest.skip("the grader is not root here: there is no capability to drop")
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    chosen = choose_layer(use_bubblewrap=layer == BUBBLEWRAP)
    source = "function echo(value) { return value; }"
    session = Session(
        [Unit("echo.js", source)], "echo", 1, layer=chosen, runtime=JAVASCRIPT.runtime
    )
    try:
        loaded = session.start()
        assert not loaded.unit_errors and loaded.problem is None, loaded
        assert session.call((1,)).value == 1
        (node,) = descendants_running("--v8-pool-size=1")
        held = capability_sets(node)
    finally:
        session.close()
    assert set(held) == {"CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"}
    assert set(held.values()) == {"0" * 16}, held
