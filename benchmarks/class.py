"""Benchmark of `grade` on a class: medians on this machine.

    python benchmarks/class.py [--runs N] [--size N] [--jobs N]

Reports (1) throughput on the bundled sample class, (2) throughput on SIZE generated
submissions (the sample class's .py files, each made distinct by a comment, without the one
that loops forever), (3) the peak memory of the whole process tree (grader, workers and the
learners' children) for both, which should not grow with the class, and (4) the time of a
second run that finds everything graded.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from check import tree_rss_kib

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_CLASS = ROOT / "samples" / "class"
LESSON = "check-cited-sources"
HANGS = {"elio.py"}  # loops forever at import: 10 s each, not what a class is made of


def grade(folder: Path, gradebook: Path, jobs: int | None) -> tuple[float, float]:
    """Seconds and peak memory (MiB) of one `grade` run of the whole tree."""
    command = [sys.executable, "-m", "grader", "grade", str(folder), "--exercise", LESSON]
    command += ["--gradebook", str(gradebook)] + (["--jobs", str(jobs)] if jobs else [])
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=ROOT)
    peak = 0
    while process.poll() is None:
        peak = max(peak, tree_rss_kib(process.pid))
        time.sleep(0.05)
    seconds = time.perf_counter() - started
    assert process.returncode == 0, f"grade exited with {process.returncode}"
    return seconds, peak / 1024


def generate(folder: Path, size: int) -> None:
    templates = sorted(p for p in SAMPLE_CLASS.glob("*.py") if p.name not in HANGS)
    folder.mkdir()
    for number in range(size):
        template = templates[number % len(templates)]
        text = f"# learner {number:05d}, after {template.stem}\n".encode() + template.read_bytes()
        (folder / f"learner{number:05d}.py").write_bytes(text)


def measure(folder: Path, count: int, runs: int, jobs: int | None, scratch: Path) -> None:
    rates, peaks, resumed = [], [], []
    for run in range(runs):
        gradebook = scratch / f"{folder.name}-{run}.gradebook.sqlite"
        seconds, peak = grade(folder, gradebook, jobs)
        rates.append(count / seconds)
        peaks.append(peak)
        resumed.append(grade(folder, gradebook, jobs)[0])
    print(
        f"{folder.name}, {count} submissions: median {statistics.median(rates):.2f} "
        f"submissions/s over {runs} runs (target >= 5 on 2 cores); peak memory of the process "
        f"tree: median {statistics.median(peaks):.0f} MiB; a second run with everything "
        f"graded: median {statistics.median(resumed):.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--jobs", type=int, help="default: grade's own (the cores)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        count = sum(1 for _ in SAMPLE_CLASS.iterdir()) - 1  # instructions.txt is no submission
        measure(SAMPLE_CLASS, count, options.runs, options.jobs, scratch)
        generated = scratch / "generated"
        generate(generated, options.size)
        measure(generated, options.size, options.runs, options.jobs, scratch)


if __name__ == "__main__":
    main()
