"""The grader's peak memory while it reads replies made of as many tiny items as fit.

    python benchmarks/wire_memory.py

Grades, each in a fresh grading process of its own, a `solve` that answers simply (the
baseline), the Python child's forged replies of millions of tiny items just under the reply's
size cap (`tests/hostile/million_tiny_items.py`), and the JavaScript child's honest answers of
as many tiny items as its encoder sends (`tests/hostile/million_tiny_items.js`), one call per
kind of item (the Python file picks it by the number of citations). It prints the grading
process's peak resident memory (its own, not the child's) after each call, and what each
reply cost it over the baseline.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = ROOT / "tests" / "hostile"
BASELINE = "function solve(citations, retrieved_ids) { return citations; }\n"
# Run in a fresh process, so that its peak is this submission's alone.
GRADE = """
import json, resource, sys
from pathlib import Path
from grader.languages import by_suffix
from grader.sandbox.process import ChildStopped, Unit
from grader.sandbox.session import Session

name, source, calls = sys.argv[1], sys.stdin.read(), int(sys.argv[2])
language = by_suffix(Path(name).suffix)
assert language is not None
session = Session([Unit(name, source)], "solve", 2, runtime=language.runtime)
session.start()
peaks = []
for call in range(calls):
    try:
        reply = session.call((["doc"] * call, ["doc"]))
        outcome = "too large" if reply.too_large else "answered"
        del reply  # as a check lets go of one answer before its next call
    except ChildStopped as stop:
        outcome = stop.reason[:70]
    peaks.append((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, outcome))
session.close()
print(json.dumps(peaks))
"""
CASES = [
    ("baseline.js", BASELINE, 1),
    ("million_tiny_items.py", (HOSTILE / "million_tiny_items.py").read_text("utf-8"), 4),
    ("million_tiny_items.js", (HOSTILE / "million_tiny_items.js").read_text("utf-8"), 5),
]


def peaks(name: str, source: str, calls: int) -> list[tuple[float, str]]:
    done = subprocess.run(
        [sys.executable, "-c", GRADE, name, str(calls)],
        input=source,
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return [(peak, outcome) for peak, outcome in json.loads(done.stdout)]


def main() -> None:
    baseline = 0.0
    for name, source, calls in CASES:
        for call, (peak, outcome) in enumerate(peaks(name, source, calls), 1):
            baseline = baseline or peak
            growth = peak - baseline
            print(f"{name:24} call {call}  peak {peak:5.0f} MB  (+{growth:4.0f})  {outcome}")


if __name__ == "__main__":
    main()
