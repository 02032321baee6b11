"""Benchmark of one learner's checks: medians on this machine, runs interleaved.

    python benchmarks/check.py [--runs N]

Measures, for every lesson: `check` from a cold command line on its reference (a correct
submission; its JavaScript twin too, where the lesson has one) and `%check` of it in a warm
kernel (an IPython shell calling the magic, as a notebook cell does, a tenth of a second after
the last `%check` ended: a learner runs a cell between two checks, and the children for the
next one start meanwhile, as they do in a notebook); for the first lesson
also `check` of a known-wrong submission that fails a property (so Hypothesis shrinks); and
the peak memory of the grading process (`benchmarks/commands.py` times `list`, `hint` and
`--help`). `--lesson SLUG` measures one lesson only.
Each figure is printed beside its target, with the load average and, as a yardstick of how
busy the machine is, the time of `python -c 'import hypothesis'` in the same rounds. Commands
run with Python's default bytecode caching, whatever PYTHONDONTWRITEBYTECODE says, as an
installed kit runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST = "check-cited-sources"
FAILING = ROOT / "solutions" / FIRST / "wrong" / "no_deduplication.py"  # a property shrinks
CHECK = [sys.executable, "-m", "grader", "check", "--json"]
WARM = """
import json, sys, time
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
shell.run_cell("%load_ext grader.notebook", store_history=True)
shell.run_cell(open(sys.argv[1]).read(), store_history=True)
shell.run_cell("%check " + sys.argv[2], store_history=True)  # imports, starts up
times = []
for _ in range(int(sys.argv[3])):
    time.sleep(0.1)  # the learner's own cell between two checks
    started = time.perf_counter()
    result = shell.run_cell("%check " + sys.argv[2], store_history=True)
    times.append(time.perf_counter() - started)
    assert result.result.report.status.value == "pass", result.result.report.message
print(json.dumps(times))
"""


@dataclass(frozen=True)
class Run:
    seconds: float  # wall clock
    cpu: float  # CPU seconds of the command and every process it waited for (its children)
    peak_mib: float  # the largest of those processes' peak memory


def command_run(argv: list[str], status: int = 0) -> Run:
    """One command's cost, as the kernel counted it."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, code, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(code)
    assert process.returncode == status, f"{argv} exited with {process.returncode}"
    return Run(seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def tree_rss_kib(root_pid: int) -> int:
    """Resident memory of a process and all its descendants, from /proc."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            status = Path(f"/proc/{entry}/status").read_text()
        except OSError:
            continue
        parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
        rss[int(entry)] = next(
            (int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")), 0
        )
    tree, frontier = {root_pid}, [root_pid]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent and pid not in tree]
        tree.update(children)
        frontier += children
    return sum(rss.get(pid, 0) for pid in tree)


def lessons() -> list[str]:
    return sorted(path.parent.name for path in ROOT.glob("exercises/*/lesson.toml"))


def reference(slug: str, suffix: str = ".py") -> Path:
    return ROOT / "solutions" / slug / f"reference{suffix}"


def warm_checks(slug: str, runs: int) -> list[float]:
    argv = [sys.executable, "-c", WARM, str(reference(slug)), slug, str(runs)]
    done = subprocess.run(argv, capture_output=True, text=True, check=True, cwd=ROOT)
    return list(json.loads(done.stdout.splitlines()[-1]))


def cold_check(path: Path) -> Callable[[], Run]:
    return lambda: command_run([*CHECK, str(path)])


def measurements(slugs: list[str]) -> dict[str, Callable[[], Run]]:
    measured = {
        "python -c 'import hypothesis' (yardstick)": lambda: command_run(
            [sys.executable, "-c", "import hypothesis"]
        ),
    }
    for slug in slugs:
        measured[f"cold check, correct: {slug}"] = cold_check(reference(slug))
        if reference(slug, ".js").exists():
            measured[f"cold check, correct, JavaScript: {slug}"] = cold_check(
                reference(slug, ".js")
            )
    if FIRST in slugs:
        measured[f"cold check, failing (shrinks): {FIRST}"] = lambda: command_run(
            [*CHECK, str(FAILING)], 1
        )
    return measured


# Targets by the start of a measure's name.
TARGETS = {
    "cold check, correct": "<= 0.25 s",
    "cold check, failing (shrinks)": "<= 0.6 s",
    "warm %check": "<= 0.1 s",
    "peak memory of one check (MiB)": "<= 60",
}


def target(name: str) -> str:
    return next((value for start, value in TARGETS.items() if name.startswith(start)), "")


def measure(slugs: list[str], runs: int) -> dict[str, tuple[float, float | None]]:
    """Medians of wall-clock and CPU seconds, each command run once per round so that load
    hits all alike; the warm check's CPU is not separable from its kernel's."""
    done: dict[str, list[Run]] = defaultdict(list)
    commands = measurements(slugs)
    for run in commands.values():
        run()  # warm-up: compiled files, the recorded inputs, the disk cache
    for _ in range(runs):
        for name, run in commands.items():
            done[name].append(run())
    medians: dict[str, tuple[float, float | None]] = {
        name: (statistics.median(r.seconds for r in rs), statistics.median(r.cpu for r in rs))
        for name, rs in done.items()
    }
    for slug in slugs:
        medians[f"warm %check: {slug}"] = (statistics.median(warm_checks(slug, runs)), None)
    peaks = [r.peak_mib for name, rs in done.items() if name.startswith("cold") for r in rs]
    medians["peak memory of one check (MiB)"] = (statistics.median(peaks), None)
    return medians


def table(medians: dict[str, tuple[float, float | None]], title: str) -> str:
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    lines = [f"{title} (load average {load} on {os.cpu_count()} cores)"]
    width = max(map(len, medians))
    lines += [f"  {'measure':{width}} {'median':>9} {'CPU':>7}  target"]
    for name, (value, cpu) in medians.items():
        shown = f"{value:.1f}" if "MiB" in name else f"{value:.3f} s"
        cpu_shown = "" if cpu is None else f"{cpu:.3f}"
        lines.append(f"  {name:{width}} {shown:>9} {cpu_shown:>7}  {target(name)}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--lesson", choices=lessons(), help="one lesson only")
    options = parser.parse_args()
    # Python's default, as an installed kit runs: bytecode written once and read after, the
    # child package's too (the grader writes it beside the package when it may).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    slugs = [options.lesson] if options.lesson else lessons()
    title = f"one learner, medians of {options.runs} interleaved runs"
    print(table(measure(slugs, options.runs), title))


if __name__ == "__main__":
    main()
