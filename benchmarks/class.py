"""Benchmark of `grade` on a class: medians on this machine.

    python benchmarks/class.py [--lesson SLUG] [--runs N] [--size N] [--size-runs N] [--jobs N]
        [--no-resumed] [--keep FOLDER]

Reports, for the bundled sample class and for SIZE generated submissions (the lesson's known
Python solutions, correct and wrong alike, each made distinct by a comment):
throughput; the CPU time per submission of the whole process tree (grader, workers, learners'
children), which a machine busy with other work cannot inflate, and the throughput it allows
on 2 idle cores; and the peak memory of the tree, which should not grow with the class. Last,
the time of a second run over 1,000 submissions that finds everything graded (made of syntax
errors, so that the first run is quick: skipping costs the same whatever the verdicts).
"""

from __future__ import annotations

import argparse
import ctypes
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from check import tree_rss_kib

ROOT = Path(__file__).resolve().parent.parent
FIRST_LESSON = "check-cited-sources"
RESUMED_SIZE = 1000
PR_SET_CHILD_SUBREAPER = 36


@dataclass(frozen=True)
class Run:
    seconds: float  # wall clock
    cpu: float  # CPU seconds of the whole process tree
    peak_mib: float


def grade(folder: Path, lesson: str, gradebook: Path, jobs: int | None) -> Run:
    command = [sys.executable, "-m", "grader", "grade", str(folder), "--exercise", lesson]
    command += ["--gradebook", str(gradebook)] + (["--jobs", str(jobs)] if jobs else [])
    before = _children_cpu()
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=ROOT)
    peak = 0
    while process.poll() is None:
        peak = max(peak, tree_rss_kib(process.pid))
        time.sleep(0.1)
    seconds = time.perf_counter() - started
    assert process.returncode == 0, f"grade exited with {process.returncode}"
    _reap_orphans()
    return Run(seconds, _children_cpu() - before, peak / 1024)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _reap_orphans() -> None:
    """Wait for what `grade` left behind (its pool's fork server and workers end on their own
    once it has gone): as their subreaper, this process collects their CPU time."""
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return


def generate(folder: Path, size: int, templates: list[Path]) -> None:
    folder.mkdir()
    for number in range(size):
        template = templates[number % len(templates)]
        text = f"# learner {number:05d}, after {template.stem}\n".encode() + template.read_bytes()
        (folder / f"learner{number:05d}.py").write_bytes(text)


def measure(
    folder: Path, lesson: str, count: int, runs: int, jobs: int | None, scratch: Path
) -> None:
    done = [
        grade(folder, lesson, scratch / f"{folder.name}-{run}.sqlite", jobs) for run in range(runs)
    ]
    rate = statistics.median(count / run.seconds for run in done)
    cpu = statistics.median(run.cpu / count for run in done)
    peak = statistics.median(run.peak_mib for run in done)
    print(
        f"{folder.name}, {count} submissions, median of {runs}:\n"
        f"  throughput {rate:.2f} submissions/s on this machine as loaded "
        f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)\n"
        f"  CPU per submission {cpu:.3f} s for the whole tree: at most {2 / cpu:.1f} "
        "submissions/s on 2 idle cores (target >= 15)\n"
        f"  peak memory of the process tree {peak:.0f} MiB"
    )


def measure_resumed(runs: int, scratch: Path) -> None:
    folder = scratch / "resumed"
    generate(folder, RESUMED_SIZE, [ROOT / "samples" / "class" / FIRST_LESSON / "beatriz.py"])
    gradebook = scratch / "resumed.sqlite"
    grade(folder, FIRST_LESSON, gradebook, None)
    again = [grade(folder, FIRST_LESSON, gradebook, None) for _ in range(runs)]
    print(
        f"a second run over {RESUMED_SIZE} graded submissions, median of {runs}: "
        f"{statistics.median(run.seconds for run in again):.2f} s wall, "
        f"{statistics.median(run.cpu for run in again):.2f} s CPU (target <= 1 s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", default=FIRST_LESSON)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument(
        "--size-runs", type=int, default=1, help="runs of the generated class (minutes each)"
    )
    parser.add_argument("--jobs", type=int, help="default: grade's own (the cores)")
    parser.add_argument("--no-resumed", action="store_true", help="leave out the second run")
    parser.add_argument(
        "--keep", type=Path, help="a folder to keep the gradebooks in, to compare verdicts"
    )
    options = parser.parse_args()
    # Python's default, as an installed kit runs: bytecode written once and read after, the
    # child package's too (the grader writes it beside the package when it may).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    if sys.platform == "linux":
        ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    sample_class = ROOT / "samples" / "class" / options.lesson
    solutions = ROOT / "solutions" / options.lesson
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = options.keep or Path(scratch_name)
        scratch.mkdir(parents=True, exist_ok=True)
        count = sum(1 for path in sample_class.iterdir() if path.name != "instructions.txt")
        measure(sample_class, options.lesson, count, options.runs, options.jobs, scratch)
        templates = [solutions / "reference.py", *sorted(solutions.glob("*/*.py"))]
        generated = scratch / "generated"
        generate(generated, options.size, templates)
        measure(generated, options.lesson, options.size, options.size_runs, options.jobs, scratch)
        if not options.no_resumed:
            measure_resumed(options.runs, scratch)


if __name__ == "__main__":
    main()
