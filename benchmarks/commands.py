"""Benchmark of the quick commands: median wall-clock time of each, on this machine.

    python benchmarks/commands.py [--runs N]

Runs `citekit list`, `citekit hint SLUG 1` and `citekit --help` as a person types them (the
installed `citekit` entry point), each N times, interleaved so that load on the machine weighs
on all of them alike, and prints a table of medians against the 0.06 s target. The first row is
the bare interpreter (`python -c pass`): what any command pays before the kit's own imports.
Wall-clock time is the target; the CPU time the command used (user and system) is shown
beside it, since on a busy machine the wall clock also counts the wait for a core. Bytecode is
cached as an installed kit caches it (in a scratch folder, whatever PYTHONDONTWRITEBYTECODE
says), so that the table measures imports, not compiling.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_SECONDS = 0.06
SLUG = "check-cited-sources"


def entry_point() -> str:
    """The `citekit` installed beside this interpreter, else the one on PATH."""
    beside = Path(sys.executable).with_name("citekit")
    found = str(beside) if beside.is_file() else shutil.which("citekit")
    if found is None:
        raise SystemExit("benchmarks/commands.py: no `citekit` entry point; `pip install -e .`")
    return found


def commands() -> dict[str, list[str]]:
    citekit = entry_point()
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "citekit list": [citekit, "list"],
        f"citekit hint {SLUG} 1": [citekit, "hint", SLUG, "1"],
        "citekit --help": [citekit, "--help"],
    }


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one run of `command`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, check=False)
    wall = time.perf_counter() - started
    if done.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr.decode()}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each command")
    runs = parser.parse_args().runs
    named = commands()
    with tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        walls, cpus = measure(named, runs, {**env, "PYTHONPYCACHEPREFIX": cache})
    width = max(map(len, named))
    print(f"{'command':{width}}  wall s (median)  cpu s (median)  target")
    for name in named:
        wall = statistics.median(walls[name])
        verdict = "ok" if wall <= TARGET_SECONDS else "OVER"
        target = "" if name.startswith("python") else f"{TARGET_SECONDS:.2f} {verdict}"
        print(f"{name:{width}}  {wall:15.3f}  {statistics.median(cpus[name]):14.3f}  {target}")
    print(f"({runs} runs each, interleaved)")


def measure(
    named: dict[str, list[str]], runs: int, env: dict[str, str]
) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Each command's wall-clock and CPU seconds, run after run."""
    walls: dict[str, list[float]] = {name: [] for name in named}
    cpus: dict[str, list[float]] = {name: [] for name in named}
    for command in named.values():  # one warm-up each: the bytecode and file system caches
        timed(command, env)
    for _ in range(runs):
        for name, command in named.items():
            wall, cpu = timed(command, env)
            walls[name].append(wall)
            cpus[name].append(cpu)
    return walls, cpus


if __name__ == "__main__":
    main()
