"""How steady the efficiency check's verdict is: every lesson's `scales-linearly` check run
again and again on the reference, every correct solution and every known-wrong solution that
names that check, optionally with every core kept busy.

    python benchmarks/efficiency.py [--runs N] [--load] [--lesson SLUG]

Beside each lesson's known slow solutions it times a padded one: the first slow Python solution
with every call padded to the same CPU time, so that its time seems not to grow at all; only
its time beside the reference's shows the work, and it must fail every run too.

For each solution it prints how many runs passed, the spread (min / median / max) of the
measured slowdown divided by the input's growth (about 1 for a linear solution; the check
fails above its tolerance, 2.5 unless a lesson says otherwise), and of its time over the
reference's on the same inputs, small and large (the check fails above REFERENCE_MULTIPLE). A
correct solution must pass every run, a slow one fail every run.
"""

from __future__ import annotations

import argparse
import functools
import multiprocessing
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from grader.grading.submission import load_submission
from grader.kit.validate import trips_line
from grader.languages import ALL
from grader.lesson.checks import timing
from grader.lesson.checks.failures import CallStopped, CheckFailed
from grader.lesson.checks.timed_pool import TimedInput
from grader.lesson.checks.trial import Trial
from grader.lesson.lessons import Lesson, all_lessons
from grader.sandbox.session import Session

CHECK = "scales-linearly"


def solutions(lesson: Lesson) -> Iterator[tuple[str, Path, bool]]:
    """(label, path, must pass) for the references, the correct styles and the slow ones, in
    both languages."""
    for language in ALL:
        if lesson.reference_in(language).is_file():
            yield language.reference_name, lesson.reference_in(language), True
    for language in ALL:
        for path in sorted((lesson.solution_folder / "correct").glob(f"*{language.suffix}")):
            yield f"correct/{path.name}", path, True
        for path in sorted((lesson.solution_folder / "wrong").glob(f"*{language.suffix}")):
            match = trips_line(path, language)
            if match and match["check"] == CHECK:
                yield f"wrong/{path.name}", path, False


# Every call of the padded solution takes at least this much CPU time, more than a known slow
# solution takes on the largest timed inputs of most lessons.
PADDED_TO = 0.2
PADDING = """

import time as _padding_clock

_unpadded_solve = solve


def solve(*args):
    started = _padding_clock.process_time()
    answer = _unpadded_solve(*args)
    while _padding_clock.process_time() - started < {seconds}:
        pass
    return answer
"""


def padded(lesson: Lesson, folder: Path) -> Iterator[tuple[str, Path, bool]]:
    """The lesson's first slow Python solution, every call padded to `PADDED_TO`: it must fail."""
    python = next(language for language in ALL if language.suffix == ".py")
    for path in sorted((lesson.solution_folder / "wrong").glob("*.py")):
        match = trips_line(path, python)
        if match and match["check"] == CHECK:
            copy = folder / f"{lesson.slug}-padded-{path.name}"
            copy.write_text(path.read_text("utf-8") + PADDING.format(seconds=PADDED_TO), "utf-8")
            yield f"padded/{path.name}", copy, False
            return


@contextmanager
def spying(ratios: list[float], multiples: list[float]) -> Iterator[None]:
    """Keep each measured slowdown, divided by how much the input grew, and each time (small
    inputs and large) over the reference's on the same inputs, as `timing` measures them."""
    least_time, slowdown = timing._least_time, timing._slowdown
    timed_last: list[list[TimedInput]] = [[]]  # the inputs of the last measure: the small ones

    def spied_least_time(
        trial: Trial, inputs: list[TimedInput], *enough: Callable[[float, float], bool]
    ) -> tuple[float, float]:
        mine, reference = least_time(trial, inputs, *enough)
        timed_last[0] = inputs
        if reference:
            multiples.append(mine / reference)
        return mine, reference

    def spied_slowdown(
        trial: Trial, large: list[TimedInput], fast: float, *clear_growth: float
    ) -> tuple[float, float]:
        small = timed_last[0]
        took, times_reference = slowdown(trial, large, fast, *clear_growth)
        grew = sum(timed.size for timed in large) / sum(timed.size for timed in small)
        ratios.append(took / grew)
        return took, times_reference

    timing._least_time, timing._slowdown = spied_least_time, spied_slowdown
    try:
        yield
    finally:
        timing._least_time, timing._slowdown = least_time, slowdown


def measure(lesson: Lesson, path: Path) -> tuple[bool, list[float], list[float]]:
    """Whether the check passed, graded as `check` grades it: under the lesson's limits, a call
    that runs out of time failing the check rather than the benchmark."""
    spec = next(spec for spec in lesson.checks if spec.id == CHECK)
    submission = load_submission(path)
    session = Session(
        submission.units,
        lesson.function,
        len(lesson.parameters),
        lesson.limits,
        runtime=submission.language.runtime,
        read_answer=functools.partial(submission.language.as_declared, annotation=lesson.returns),
    )
    session.start()
    trial = Trial(
        session, lesson.reference, lesson.function, lesson.parameters, language=submission.language
    )
    ratios: list[float] = []
    multiples: list[float] = []
    try:
        with spying(ratios, multiples):
            spec.run(trial)
        passed = True
    except (CheckFailed, CallStopped):
        passed = False
    finally:
        session.close()
    return passed, ratios, multiples


def spread(values: list[float], digits: int = 1) -> str:
    """min / median / max, or - when nothing was measured."""
    if not values:
        return "-"
    shown = (min(values), statistics.median(values), max(values))
    return " / ".join(f"{value:.{digits}f}" for value in shown)


def spin() -> None:
    while True:
        pass


@contextmanager
def busy_cores(on: bool) -> Iterator[None]:
    workers = [multiprocessing.Process(target=spin, daemon=True) for _ in range(on * 2)]
    for worker in workers:
        worker.start()
    try:
        yield
    finally:
        for worker in workers:
            worker.kill()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--load", action="store_true", help="keep two cores busy meanwhile")
    parser.add_argument("--lesson", help="one lesson only")
    options = parser.parse_args()
    unsteady = 0
    with busy_cores(options.load), tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        for lesson in all_lessons():
            if options.lesson and lesson.slug != options.lesson:
                continue
            print(f"{lesson.slug}")
            for label, path, must_pass in [*solutions(lesson), *padded(lesson, scratch)]:
                passes, ratios, multiples = 0, [], []
                for _ in range(options.runs):
                    passed, measured, against = measure(lesson, path)
                    passes += passed
                    ratios += measured
                    multiples += against
                steady = passes == (options.runs if must_pass else 0)
                unsteady += not steady
                mark = "ok  " if steady else "FLIP"
                print(
                    f"  {mark} {label:45} passed {passes:2}/{options.runs}  "
                    f"slowdown {spread(ratios)}  x reference {spread(multiples, 0)}"
                )
    print(f"{unsteady} solutions with a verdict that is wrong or changes between runs")
    return 1 if unsteady else 0


if __name__ == "__main__":
    sys.exit(main())
