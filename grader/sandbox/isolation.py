"""Isolation layers: how a child is started. The strongest layer available is used.

- `bubblewrap` (Linux, bubblewrap 0.8 or newer, user namespaces allowed): the child runs in new
  user, mount, PID, network, IPC, UTS and cgroup namespaces, without capabilities and unable to
  create further user namespaces. It sees a read-only /usr (with /bin, /lib… as on the host),
  the Python base installation with every site-packages folder and the kit hidden, its own
  program, a fresh /proc, a minimal /dev, and a private size-capped scratch folder as its
  working folder; the root is read-only. The kit, the solutions, other submissions, the
  grader's environment and the network do not exist for it, and its PID namespace ends with
  bubblewrap, taking every process it started along.
- `process+rlimits`: a separate process in its own session with a clean environment and
  resource limits, below a keeper that holds its process tree together (`child.keep`). It can
  still read and write whatever the user running the grader can, and use the network.

Everything else is shared: the private pipes, the deadlines, the tree kill, the output cap,
the plain-data wire format, the same interpreter with the same flags, so a verdict does not
depend on the layer. No seccomp filter is installed: the only maintained binding
(python3-seccomp) exists for the system interpreter, not for the ones the kit is installed in.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import site
import subprocess
import sys
import sysconfig
import tempfile
from dataclasses import dataclass
from pathlib import Path

from grader.errors import KitError
from grader.sandbox import child
from grader.sandbox.limits import MIB, Limits

BUBBLEWRAP = "bubblewrap"
PROCESS = "process+rlimits"
CHILD_PROGRAM = Path(child.__file__).resolve()
# Where the child's program and its scratch folder appear inside the sandbox.
SANDBOX_PROGRAM = "/citekit/child.py"
SANDBOX_SCRATCH = "/scratch"
# What the interpreter needs from the system: its shared libraries (often /lib -> usr/lib).
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
REFUSAL = (
    "Refusing to grade: --require-sandbox asks for the bubblewrap sandbox, but {problem}. "
    "Without it, learner code would run only as a separate process with resource limits, "
    "able to read and write your files (the solutions included) and to use the network. "
    "Install bubblewrap 0.8 or newer (Debian, Ubuntu: `apt-get install bubblewrap`) on a Linux "
    "machine that allows user namespaces, or grade without --require-sandbox."
)


@dataclass(frozen=True)
class Launch:
    """How to start one child: its command line, its whole environment, and the host folder
    to use as its working folder and remove afterwards (None when a sandbox provides one)."""

    argv: list[str]
    env: dict[str, str]
    scratch: Path | None


@dataclass(frozen=True)
class Layer:
    """An isolation layer: its name in reports, and bubblewrap's path when it is bubblewrap."""

    name: str
    bwrap: str | None = None
    weaker_because: str = ""

    @property
    def warning(self) -> str:
        """One line for stderr when this layer is weaker than bubblewrap; else empty."""
        if self.bwrap:
            return ""
        return (
            f"learner code is isolated only as {self.name!r} ({self.weaker_because}): it can "
            "read and write your files and use the network; install bubblewrap, or pass "
            "--require-sandbox to refuse to grade without it."
        )

    def launch(self, fds: tuple[int, int], limits: Limits) -> Launch:
        """Start the child program with these pipe ends as its requests and replies."""
        python = [str(base_interpreter()), "-S"]
        channel = [str(fd) for fd in fds]
        if self.bwrap is None:
            scratch = Path(tempfile.mkdtemp(prefix="citekit-"))
            rlimits = json.dumps(limits.rlimits(count_processes=False))
            argv = [*python, str(CHILD_PROGRAM), *channel, rlimits, "keeper"]
            return Launch(argv, child_environment(str(scratch)), scratch)
        env = child_environment(SANDBOX_SCRATCH)
        rlimits = json.dumps(limits.rlimits(count_processes=True))
        program = [*python, SANDBOX_PROGRAM, *channel, rlimits]
        return Launch([self.bwrap, *bubblewrap_options(limits, env), *program], env, None)


def choose_layer(require: bool = False, use_bubblewrap: bool = True) -> Layer:
    """The strongest layer available; KitError if bubblewrap is `require`d and unavailable."""
    if use_bubblewrap:
        bwrap, problem = find_bubblewrap()
        if bwrap:
            return Layer(BUBBLEWRAP, bwrap)
    else:
        problem = "--no-sandbox turned bubblewrap off"
    if require:
        raise KitError(REFUSAL.format(problem=problem))
    return Layer(PROCESS, weaker_because=problem)


@functools.cache
def find_bubblewrap() -> tuple[str | None, str]:
    """bubblewrap's path once a trial sandbox has run Python here, or None and why not."""
    if sys.platform != "linux":
        return None, "its namespaces need Linux"
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return None, "bubblewrap (bwrap) is not installed"
    trial = [bwrap, *bubblewrap_options(Limits(), child_environment(SANDBOX_SCRATCH))]
    try:
        done = subprocess.run(
            [*trial, str(base_interpreter()), "-S", "-c", ""],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=10,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"bubblewrap did not start ({error})"
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines() or ["no message"]
        return None, f"bubblewrap cannot create a sandbox here ({said[0]})"
    return bwrap, ""


def child_environment(home: str) -> dict[str, str]:
    """A clean environment: nothing of the grader's leaks in; a fixed hash seed keeps set order
    (and so every verdict) the same from run to run, a fixed time zone across layers."""
    return {
        "PYTHONHASHSEED": "0",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PATH": os.defpath,
        "LANG": "C.UTF-8",
        "TZ": "UTC",
        "HOME": home,
        "TMPDIR": home,
    }


@functools.cache
def base_interpreter() -> Path:
    """The interpreter outside any virtual environment: with -S it offers the standard library
    only, and it is the same in every layer."""
    return Path(getattr(sys, "_base_executable", "") or sys.executable).resolve()


def bubblewrap_options(limits: Limits, env: dict[str, str]) -> list[str]:
    options = ["--unshare-all", "--unshare-user", "--disable-userns", "--cap-drop", "ALL"]
    options += ["--die-with-parent", "--new-session", "--clearenv"]
    for name, value in env.items():
        options += ["--setenv", name, value]
    return [
        *options,
        *host_view(),
        *("--ro-bind", str(CHILD_PROGRAM), SANDBOX_PROGRAM),
        *("--proc", "/proc", "--dev", "/dev", "--remount-ro", "/dev"),  # no tmpfs in /dev/shm
        *("--size", str(int(limits.file_mb * MIB)), "--tmpfs", SANDBOX_SCRATCH),
        *("--chdir", SANDBOX_SCRATCH, "--remount-ro", "/"),
    ]


@functools.cache
def host_view() -> tuple[str, ...]:
    """Options that show the child the system folders and the Python base installation, read
    only, with the folders of `hidden_folders` replaced by empty read-only ones."""
    options: list[str] = []
    shown: list[Path] = []
    for name in SYSTEM_DIRS:
        path = Path(name)
        if path.is_symlink():
            options += ["--symlink", os.readlink(path), name]
        elif path.is_dir():
            options += ["--ro-bind", name, name]
            shown.append(path)
    python = {Path(p).resolve() for p in (sys.base_prefix, sys.base_exec_prefix)}
    for prefix in sorted(python | {base_interpreter().parent}):
        if not any(prefix.is_relative_to(folder) for folder in shown):
            options += ["--ro-bind", str(prefix), str(prefix)]
            shown.append(prefix)
    for folder in hidden_folders(shown):
        options += ["--tmpfs", str(folder), "--remount-ro", str(folder)]
    return tuple(options)


def hidden_folders(shown: list[Path]) -> list[Path]:
    """Folders inside the shown ones that hold installed packages or the kit: the child needs
    only the standard library, and learner code must not read the grader, the lessons or their
    solutions. Outermost first, none inside another."""
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
    return found
