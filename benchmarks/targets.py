"""Every performance target in one Markdown table: medians on this machine, runs interleaved.

    python benchmarks/targets.py [--runs N] [--class-size N] [--lesson SLUG]

Measures, beside the yardstick `python -c 'import hypothesis'` and with the load average:
a cold `check` of every lesson's reference in Python, JavaScript and TypeScript, and of the
lesson's notebook with the reference pasted into its solve cell; a cold `check` of a failing
submission whose property shrinks; a warm `%check` of every lesson's reference (IPython, in
process); a class of generated submissions (submissions/s, and the CPU time of the whole
process tree per submission); and `list`, `hint` and `--help`. Each row has its target beside
it. Commands run as `python -m grader` from the current folder: run it from the kit's root (or
from a copy of another version of the kit, for a before and after). The machine may be
shared: the yardstick's time says how busy it was.
"""

from __future__ import annotations

import argparse
import ctypes
import importlib
import json
import os
import statistics
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from check import CHECK, FAILING, FIRST, ROOT, Run, command_run, lessons, reference, warm_checks

# `class.py` is named after what it measures, which Python spells as a keyword.
class_benchmark = importlib.import_module("class")

SUFFIXES = {".py": "Python", ".js": "JavaScript", ".ts": "TypeScript"}


@dataclass(frozen=True)
class Target:
    """A row's target: at most `seconds` (wall clock), or at least `rate` per second."""

    text: str
    seconds: float | None = None
    rate: float | None = None

    def met(self, median: float) -> bool:
        if self.seconds is not None:
            return median <= self.seconds
        return self.rate is None or median >= self.rate


COLD = Target("<= 0.15 s", seconds=0.15)
NOTEBOOK = Target("<= 0.2 s", seconds=0.2)
SHRINKS = Target("<= 0.35 s", seconds=0.35)
WARM = Target("<= 0.06 s", seconds=0.06)
QUICK = Target("<= 0.06 s", seconds=0.06)
CLASS_RATE = Target(">= 15 /s on 2 idle cores", rate=15)
CLASS_CPU = Target("<= 0.065 s", seconds=0.065)
NONE = Target("")


def notebook_with_reference(slug: str, folder: Path) -> Path:
    """The lesson's notebook with its reference pasted into the solve cell (the code cell that
    holds the stub), as a learner hands it in."""
    notebook = json.loads((ROOT / "notebooks" / f"{slug}.ipynb").read_text("utf-8"))
    stub = (ROOT / "exercises" / slug / "stub.py").read_text("utf-8").strip()
    [solve] = [
        cell
        for cell in notebook["cells"]
        if cell["cell_type"] == "code" and "".join(cell["source"]).strip() == stub
    ]
    solve["source"] = reference(slug).read_text("utf-8")
    path = folder / f"{slug}.ipynb"
    path.write_text(json.dumps(notebook), "utf-8")
    return path


def cold_rows(slugs: list[str], scratch: Path) -> dict[str, tuple[Target, Callable[[], Run]]]:
    """Every one-command row: the yardstick, the cold checks, `list`, `hint`, `--help`."""
    rows: dict[str, tuple[Target, Callable[[], Run]]] = {
        "python -c 'import hypothesis' (yardstick)": (
            NONE,
            lambda: command_run([sys.executable, "-c", "import hypothesis"]),
        )
    }

    def add(name: str, target: Target, argv: list[str], status: int = 0) -> None:
        rows[name] = (target, lambda: command_run(argv, status))

    for slug in slugs:
        for suffix, language in SUFFIXES.items():
            if reference(slug, suffix).exists():
                add(f"cold check, {language}: {slug}", COLD, [*CHECK, str(reference(slug, suffix))])
        notebook = notebook_with_reference(slug, scratch)
        add(f"cold check, notebook: {slug}", NOTEBOOK, [*CHECK, str(notebook)])
    add(f"cold check, failing (shrinks): {FIRST}", SHRINKS, [*CHECK, str(FAILING)], 1)
    # As `python -m grader` rather than the installed entry point, which imports the kit it
    # was installed from: so the table measures the kit in the folder it is run from.
    for words in (["list"], ["hint", FIRST, "1"], ["--help"]):
        add(f"citekit {' '.join(words)}", QUICK, [sys.executable, "-m", "grader", *words])
    return rows


def measure(slugs: list[str], runs: int, class_size: int) -> list[tuple[str, Target, float, str]]:
    """Rows of (measure, target, median, CPU shown)."""
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        rows = cold_rows(slugs, scratch)
        done: dict[str, list[Run]] = defaultdict(list)
        for _, run in rows.values():
            run()  # warm-up: compiled files, the recorded inputs, the disk cache
        for _ in range(runs):
            for name, (_, run) in rows.items():
                done[name].append(run())
        table = [
            (
                name,
                rows[name][0],
                statistics.median(r.seconds for r in runs_of),
                f"{statistics.median(r.cpu for r in runs_of):.3f}",
            )
            for name, runs_of in done.items()
        ]
        table += [
            (f"warm %check: {slug}", WARM, statistics.median(warm_checks(slug, runs)), "")
            for slug in slugs
        ]
        table += class_rows(scratch, runs, class_size)
    return table


def class_rows(scratch: Path, runs: int, size: int) -> list[tuple[str, Target, float, str]]:
    """A generated class of the first lesson's known Python solutions, correct and wrong."""
    solutions = ROOT / "solutions" / FIRST
    folder = scratch / "class"
    templates = [solutions / "reference.py", *sorted(solutions.glob("*/*.py"))]
    class_benchmark.generate(folder, size, templates)
    graded = [
        class_benchmark.grade(folder, FIRST, scratch / f"class-{run}.sqlite", None)
        for run in range(runs)
    ]
    cpu = statistics.median(run.cpu / size for run in graded)
    rate = statistics.median(size / run.seconds for run in graded)
    return [
        (f"class of {size}: submissions/s as loaded", NONE, rate, ""),
        (f"class of {size}: submissions/s on 2 idle cores (2 / CPU)", CLASS_RATE, 2 / cpu, ""),
        (f"class of {size}: CPU per submission, whole tree", CLASS_CPU, cpu, f"{cpu:.3f}"),
    ]


def markdown(table: list[tuple[str, Target, float, str]], title: str) -> str:
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    lines = [
        f"{title}; load average {load} on {os.cpu_count()} cores",
        "",
        "| measure | median | CPU s | target | met |",
        "| --- | ---: | ---: | --- | --- |",
    ]
    for name, target, median, cpu in table:
        shown = f"{median:.1f}" if target.rate or "submissions/s" in name else f"{median:.3f} s"
        met = ("yes" if target.met(median) else "**no**") if target.text else ""
        lines.append(f"| {name} | {shown} | {cpu} | {target.text} | {met} |")
    python = [median for name, _, median, _ in table if name.startswith("cold check, Python")]
    if python:
        spread = max(python) / min(python)
        lines.append(
            f"| slowest cold check over fastest, Python | {spread:.2f}x |  | <= 1.5x | "
            f"{'yes' if spread <= 1.5 else '**no**'} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--class-size", type=int, default=40)
    parser.add_argument("--lesson", choices=lessons(), help="one lesson only")
    options = parser.parse_args()
    # Python's default, as an installed kit runs: bytecode written once and read after.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    if sys.platform == "linux":  # the class's CPU time: what its pool leaves is waited for here
        ctypes.CDLL(None).prctl(class_benchmark.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    slugs = [options.lesson] if options.lesson else lessons()
    table = measure(slugs, options.runs, options.class_size)
    print(markdown(table, f"medians of {options.runs} interleaved runs"))


if __name__ == "__main__":
    main()
