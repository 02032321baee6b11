"""Benchmark of `check` on the first lesson's reference: medians on this machine.

    python benchmarks/check.py [--runs N]

Reports (1) `check` of the reference .py from a cold command line, with the number of
generated examples it tried, (2) the notebook's `%check` in a warm kernel, and (3) the peak
memory of the whole process tree (grader plus child) during a cold `check`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSON = "check-cited-sources"
REFERENCE = ROOT / "solutions" / LESSON / "reference.py"
COMMAND = [sys.executable, "-m", "grader", "check", str(REFERENCE), "--json"]


def cold_check(runs: int) -> tuple[float, int]:
    times, examples = [], 0
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(COMMAND, capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - started)
        report = json.loads(done.stdout)
        assert report["status"] == "pass", report["message"]
        examples = sum(c["calls"] for c in report["checks"] if c["id"].startswith("property-"))
    return statistics.median(times), examples


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


def peak_memory_mib(runs: int) -> float:
    peaks = []
    for _ in range(runs):
        process = subprocess.Popen(COMMAND, stdout=subprocess.DEVNULL)
        peak = 0
        while process.poll() is None:
            peak = max(peak, tree_rss_kib(process.pid))
            time.sleep(0.005)
        peaks.append(peak / 1024)
    return statistics.median(peaks)


def warm_notebook_check(runs: int) -> float:
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name="python3")
    try:

        def run(code: str) -> float:
            started = time.perf_counter()
            reply = client.execute_interactive(code, timeout=60, output_hook=lambda _: None)
            assert reply["content"]["status"] == "ok", reply["content"]
            return time.perf_counter() - started

        run("%load_ext grader.notebook")
        run(REFERENCE.read_text())
        run(f"%check {LESSON}")  # warm-up: imports and first-use caches
        return statistics.median(run(f"%check {LESSON}") for _ in range(runs))
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    cold, examples = cold_check(runs)
    print(f"cold `check` of the reference .py: median {cold:.3f} s over {runs} runs (target 1.0 s)")
    print(f"  generated examples tried by the property checks: {examples} (target >= 200)")
    print(f"warm notebook `%check`: median {warm_notebook_check(runs):.3f} s (target 0.5 s)")
    print(f"peak memory of the process tree: median {peak_memory_mib(runs):.1f} MiB (target 100)")


if __name__ == "__main__":
    main()
