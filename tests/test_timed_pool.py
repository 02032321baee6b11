"""The efficiency check's timed inputs drawn once per run (`TimedPool`): every submission of a
class run is timed on the same inputs, made and answered by the reference once, while each
`check` draws its own; the inputs stay unpredictable without the run's seed."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, NoReturn, cast

import pytest
from hypothesis.vendor.pretty import pretty
from isolation_support import skip_without_bubblewrap

from grader.authoring import check, said
from grader.classroom.task import Settings
from grader.grading.grading import grade
from grader.grading.submission import Submission, load_submission
from grader.languages import PYTHON, Wording
from grader.lesson.checks.answers import SharedAnswers
from grader.lesson.checks.failures import CheckFailed
from grader.lesson.checks.timed_pool import RETIME_EVERY, TimedPool
from grader.lesson.checks.timing import expect_linear
from grader.lesson.checks.trial import Trial
from grader.lesson.lessons import Lesson
from grader.report.results import Failure, Status
from grader.sandbox.isolation import choose_layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import Meanwhile
from grader.sandbox.session import Reply, Session, Timing

LINEAR = "def solve(ids):\n    return sorted(set(ids))\n"
QUADRATIC = "def solve(ids):\n    return sorted(i for n, i in enumerate(ids) if i not in ids[:n])\n"


def _made(seed: int) -> list[tuple[object, ...]]:
    def make_args(n: int, rng: random.Random) -> tuple[list[int]]:
        return ([rng.randrange(10**9) for _ in range(n)],)

    pool = TimedPool(seed)
    return [timed.args for timed in pool.batch(make_args, 0, 100, 13, 3)]


def test_workers_given_a_runs_seed_make_the_same_inputs_and_other_seeds_others() -> None:
    """A class run's workers are separate processes: the seed alone decides the inputs, so
    each worker times its submissions on the run's inputs; another run's are new."""
    assert _made(12345) == _made(12345)
    assert _made(12345) != _made(12346)
    assert TimedPool().seed != TimedPool().seed


def test_a_class_runs_settings_carry_one_seed_and_each_run_draws_its_own() -> None:
    """Every task of a run has the run's settings, and with them its seed; another run (or a
    submission graded inside Gradescope) draws another."""
    settings = Settings("some-lesson")
    assert replace(settings, layer=None).timed_seed == settings.timed_seed
    assert Settings("some-lesson").timed_seed != settings.timed_seed


def test_the_reference_answers_a_timed_input_once_and_is_timed_again_every_few_uses() -> None:
    """A long run's load changes: the reference's time is measured again as it goes, so the
    learner's is compared with one measured in the same stretch of the run."""
    calls: list[tuple[int, ...]] = []

    def reference(*args: int) -> list[int]:
        calls.append(args)
        return [len(calls)]  # a changing answer shows which call's answer is kept

    [timed] = TimedPool(7).batch(lambda n, rng: (n,), "again", 5, 1, 1)
    answers = [timed.answered_by(reference)[0] for _ in range(2 * RETIME_EVERY + 1)]
    assert len(calls) == 3
    assert answers == [[1]] * (2 * RETIME_EVERY + 1)


class Counting:
    """A reference that counts its calls per input, and an input maker that counts inputs."""

    def __init__(self) -> None:
        self.answered: Counter[tuple[int, ...]] = Counter()
        self.made = 0

    def reference(self, ids: list[int]) -> list[int]:
        self.answered[tuple(ids)] += 1
        return sorted(set(ids))

    def make_args(self, n: int, rng: random.Random) -> tuple[list[int]]:
        self.made += 1
        return ([rng.randrange(n) for _ in range(n)],)


def _lesson(tmp_path: Path, counting: Counting, advice: Wording = "Use a set.") -> Lesson:
    timed = check("scales-linearly", "Linear", points=1, hint=1).expect_linear(
        counting.make_args, size=400, advice=advice
    )
    folder = tmp_path / "exercises" / "timed-pool"
    folder.mkdir(parents=True)
    (folder / "stub.py").write_text("def solve(ids):\n    raise NotImplementedError\n")
    return Lesson(
        "timed-pool",
        tmp_path,
        "Timed pool",
        1,
        "solve",
        ("ids",),
        "",
        Limits(),
        given_checks=(timed,),
        given_reference=counting.reference,
    )


def _submitted(tmp_path: Path, name: str, code: str) -> Submission:
    path = tmp_path / f"{name}.py"
    path.write_text(code)
    return load_submission(path)


CODES = pytest.mark.parametrize(
    ("code", "status"),
    [(LINEAR, Status.PASS), (QUADRATIC, Status.FAIL)],
    ids=["linear", "quadratic"],
)


@CODES
def test_submissions_sharing_a_pool_are_timed_on_its_inputs_with_the_same_verdicts(
    tmp_path: Path, code: str, status: Status
) -> None:
    """Two submissions of one run under bubblewrap: the second is timed on the inputs made
    for the first, which the reference answered once; the verdicts are those of submissions
    graded alone."""
    skip_without_bubblewrap()
    layer = choose_layer(require=True)
    counting = Counting()
    lesson = _lesson(tmp_path, counting)
    pool = TimedPool(shared=True)
    first = grade(lesson, _submitted(tmp_path, "first", code), None, layer, pool)
    made = counting.made
    second = grade(lesson, _submitted(tmp_path, "second", code), None, layer, pool)
    assert (first.status, second.status) == (status, status)
    # The second is timed on the first's inputs, and on new ones only where it is timed in
    # more rounds (its times decide how many); each answered by the reference once.
    assert counting.made - made < made
    assert max(counting.answered.values()) == 1
    alone = grade(lesson, _submitted(tmp_path, "alone", code), None, layer)
    assert alone.status is status
    assert counting.made > made  # a grading of its own draws its own inputs


@CODES
def test_in_the_weaker_layer_each_submission_is_timed_on_inputs_of_its_own(
    tmp_path: Path, code: str, status: Status
) -> None:
    """There one submission's code can write a file the next one reads (the answers to the
    timed inputs, computed slowly), so a run's pool is not shared: each draws its own."""
    layer = choose_layer(use_bubblewrap=False)
    counting = Counting()
    lesson = _lesson(tmp_path, counting)
    pool = TimedPool(shared=True)
    first = grade(lesson, _submitted(tmp_path, "first", code), None, layer, pool)
    timed_first = set(counting.answered)
    second = grade(lesson, _submitted(tmp_path, "second", code), None, layer, pool)
    assert (first.status, second.status) == (status, status)
    timed_second = set(counting.answered) - timed_first
    assert timed_second and max(counting.answered.values()) == 1


def test_a_failing_propertys_report_shows_neither_the_seed_nor_the_inputs() -> None:
    """Hypothesis shows a failing property's `Trial` field by field: the pool in it is shown
    as a few words, never its seed (the run's other inputs) or megabytes of inputs."""
    pool = TimedPool(987654321, shared=True)
    pool.batch(lambda n, rng: ("x" * n,), 0, 100_000, 1, 3)
    shown = pretty(Trial(cast(Session, None), sorted, "solve", timed_pool=pool))
    assert "987654321" not in shown and len(shown) < 2000


def test_a_timed_call_out_of_time_on_the_large_inputs_words_the_advice_for_the_language(
    tmp_path: Path,
) -> None:
    """Advice worded per language (`said`) is rendered for the submission's language when
    the large inputs run out of time, as when they are merely slow: a verdict, not a failure
    of the grader."""
    advice = said(python="Use a set.", javascript="Use a Set.")
    lesson = _lesson(tmp_path, Counting(), advice)
    endless = (
        "def solve(ids):\n    while len(ids) > 1000:\n        pass\n    return sorted(set(ids))\n"
    )
    limits = replace(lesson.limits, call_seconds=0.5)
    report = grade(lesson, _submitted(tmp_path, "endless", endless), limits)
    [result] = report.checks
    assert (report.status, result.facts.failure) == (Status.FAIL, Failure.SLOW)
    assert result.explanation.endswith("Use a set.")


class _ClockedTrial:
    """A trial whose timed call on an input of size n costs `cost(n)` CPU seconds, as the
    kernel would say, and whose reference spends half that in this thread: only the timing's
    decisions are under test, on times that do not depend on the machine's load."""

    others_failed = False
    language = PYTHON

    def __init__(self, cost: Callable[[int], float]) -> None:
        self.timed_pool = TimedPool(11)
        self.cost = cost
        self.timed_sizes: list[int] = []

    def reference(self, size: int) -> int:
        spent = time.thread_time() + self.cost(size) / 2
        while time.thread_time() < spent:
            pass
        return size

    def result(self, *args: Any) -> Any:
        return args[0]

    def computed(self, *args: Any) -> Any:
        return self.reference(*args)

    def timed_call(self, args: tuple[Any, ...], meanwhile: Meanwhile | None = None) -> Timing:
        if meanwhile is not None:
            meanwhile()
        self.timed_sizes.append(args[0])
        return Timing(self.cost(args[0]), Reply(args[0]))

    def show_call(self, *args: Any, chars: int = 0) -> str:
        return f"solve{args!r}"

    def show(self, value: Any) -> str:
        return repr(value)

    def render(self, wording: Wording) -> str:
        return str(wording)

    def fail(self, message: str, **facts: Any) -> NoReturn:
        raise CheckFailed(message)


def _timed_large(cost: Callable[[int], float]) -> int:
    """How many large inputs one efficiency check times (size 100, growing 8 times)."""
    trial = _ClockedTrial(cost)
    expect_linear(trial, lambda n, rng: (n,), 100, "advice")
    return sum(size >= 800 for size in trial.timed_sizes)


def test_one_large_input_is_enough_when_its_time_is_well_inside_both_limits() -> None:
    """Noise only adds CPU time, so a linear time far inside the limits is settled by one large
    input; a time near the growth limit is measured on all three and the least is judged."""
    assert _timed_large(lambda n: n * 2e-5) == 1
    assert _timed_large(lambda n: 2e-5 * n**1.3 / 100**0.3) == 3
    with pytest.raises(CheckFailed):
        _timed_large(lambda n: 2e-5 * n**2 / 100)


def test_a_class_run_computes_each_reference_answer_once_and_hands_out_copies() -> None:
    """Every submission of a run is checked on the same fixed cases and recorded inputs: a
    worker's reference answers each once. Arguments equal only as values (a tuple and a list)
    are not the same arguments, and each use gets an answer of its own to change."""
    calls: list[tuple[object, ...]] = []

    def reference(ids: object) -> list[object]:
        calls.append((ids,))
        return [ids]

    shared = SharedAnswers(reference)
    first = shared(["a", "b"])
    first.append("changed by a check")
    assert shared(["a", "b"]) == [["a", "b"]]
    assert shared(("a", "b")) == [("a", "b")]
    assert calls == [(["a", "b"],), (("a", "b"),)]
    unmarshalable = object()
    shared(unmarshalable)
    shared(unmarshalable)
    assert len(calls) == 4  # not plain data: computed each time


def test_the_efficiency_check_times_the_reference_never_a_remembered_answer() -> None:
    """The reference's time on a timed input is its time to compute the answer: with answers
    shared by a class run, the timed inputs are still computed."""
    calls: list[int] = []

    def reference(size: int) -> int:
        calls.append(size)
        return size

    trial = Trial(cast(Session, None), SharedAnswers(reference), "solve")
    assert trial.expected(5) == trial.expected(5) == 5
    assert trial.computed(5) == trial.computed(5) == 5
    assert calls == [5, 5, 5]
