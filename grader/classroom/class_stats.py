"""What a class did, per lesson: statuses, scores, and per check how often it failed, which
wrong answers came back (grouped, with one representative input each), and how many calls
ran out of time or were not run. Everything is read from the checks' facts, never from the
text of a message. The class report and `grade`'s closing summary both count with it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby

from grader.classroom.gradebook import Row
from grader.report.results import CheckResult, Failure, Status

STATUS_ORDER = ("pass", "fail", "todo", "error")
UNKNOWN = "Lesson not known"  # submissions whose lesson could not be told (no --exercise)
GRADED = ("pass", "fail")  # statuses whose score says how the checks went
SLOW = "too slow: the time grew much faster than the input"
NOTHING = "(nothing came back)"


@dataclass(frozen=True)
class WrongAnswer:
    """Learners whose answers to one check came back the same: what came back, the learners,
    and one of their failures (the one with the shortest input) to show."""

    came_back: str
    learners: list[str]
    example: CheckResult
    example_learner: str

    @property
    def input(self) -> str:
        return self.example.facts.smallest or self.example.facts.call


@dataclass(frozen=True)
class CheckStats:
    id: str
    name: str
    results: int  # submissions with a result for this check (ungradable ones have none)
    failed: int  # of those that ran: did not pass (wrong answers, exceptions, time-outs)
    not_run: int  # not run: earlier time-outs, no time left
    timeouts: int  # a call ran out of time
    stopped: int  # the learner's code stopped otherwise (crashed, out of memory)
    unrecorded: int  # failed in a gradebook row written before failures had facts
    wrong_answers: list[WrongAnswer]  # most common first
    failing_learners: list[str]

    @property
    def ran(self) -> int:
        return self.results - self.not_run

    @property
    def apart(self) -> list[str]:
        """The runs that brought no answer back, counted apart from the wrong answers."""
        return [
            f"{count} {what}"
            for count, what in (
                (self.timeouts, "timed out"),
                (self.stopped, "stopped"),
                (self.not_run, "not run"),
                (self.unrecorded, "graded before answers were recorded"),
            )
            if count
        ]

    @property
    def failure_rate(self) -> float:
        return self.failed / self.ran if self.ran else 0.0


@dataclass(frozen=True)
class ExerciseStats:
    exercise: str
    title: str
    max_score: int
    rows: list[Row]
    checks: list[CheckStats] = field(default_factory=list)

    @property
    def statuses(self) -> Counter[str]:
        return Counter(row.status for row in self.rows)

    @property
    def learners(self) -> int:
        return len(self.rows)

    @property
    def scores(self) -> list[int]:
        """The scores of the submissions that were graded (passed or failed)."""
        return [row.score for row in self.rows if row.status in GRADED]

    @property
    def mean_score(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0

    @property
    def median_score(self) -> float:
        ordered = sorted(self.scores)
        if not ordered:
            return 0.0
        middle = len(ordered) // 2
        if len(ordered) % 2:
            return float(ordered[middle])
        return (ordered[middle - 1] + ordered[middle]) / 2

    @property
    def not_graded(self) -> list[Row]:
        """Submissions nothing could be checked in: errors, then untouched stubs."""
        return [row for row in self.rows if row.status not in GRADED]

    @property
    def failing_checks(self) -> list[CheckStats]:
        """Checks that failed for someone, most often failed first."""
        failing = [check for check in self.checks if check.failed]
        return sorted(failing, key=lambda check: (-check.failure_rate, -check.failed))

    @property
    def passed_checks(self) -> list[CheckStats]:
        return [check for check in self.checks if check.ran and not check.failed]


def tally(statuses: Counter[str]) -> str:
    """How many of each status, in STATUS_ORDER: `pass 3, fail 1`."""
    return ", ".join(f"{status} {statuses[status]}" for status in STATUS_ORDER if statuses[status])


def class_stats(rows: list[Row]) -> list[ExerciseStats]:
    """One entry per lesson, in lesson order of the gradebook; the rows whose lesson is not
    known (an empty exercise) last."""
    ordered = sorted(rows, key=lambda row: (not row.exercise, row.exercise, row.learner))
    return [_exercise(list(own)) for _, own in groupby(ordered, lambda row: row.exercise)]


def below(rows: list[Row], fraction: float) -> list[Row]:
    """Learners who need a look: nothing could be checked, or a score under `fraction` of
    the lesson's maximum; lowest share first."""
    found = [
        row for row in rows if row.status not in GRADED or row.score < fraction * row.max_score
    ]
    return sorted(found, key=lambda row: (share(row), row.learner, row.exercise))


def share(row: Row) -> float:
    return row.score / row.max_score if row.max_score and row.status in GRADED else 0.0


def most_failed(
    exercises: list[ExerciseStats], count: int
) -> list[tuple[ExerciseStats, CheckStats]]:
    """The checks failed most often across the class, by failure rate, then by learners."""
    found = [(stats, check) for stats in exercises for check in stats.failing_checks]
    found.sort(key=lambda pair: (-pair[1].failure_rate, -pair[1].failed, pair[1].id))
    return found[:count]


def came_back(result: CheckResult) -> str:
    """What a failing check's call brought back, as learners who gave the same answer share
    it: the value shown, the exception raised, or that it was too slow."""
    facts = result.facts
    if facts.failure is Failure.RAISED:
        return f"raised {facts.error or facts.raised}"
    if facts.failure is Failure.SLOW:
        return SLOW
    return facts.got or NOTHING


def _exercise(rows: list[Row]) -> ExerciseStats:
    results: dict[str, list[tuple[Row, CheckResult]]] = {}
    for row in rows:
        for check in row.report.checks:
            results.setdefault(check.id, []).append((row, check))
    return ExerciseStats(
        rows[0].exercise,
        next((row.report.title for row in rows if row.report.title), rows[0].exercise or UNKNOWN),
        max(row.max_score for row in rows),
        rows,
        [_check(own) for own in results.values()],
    )


def _check(results: list[tuple[Row, CheckResult]]) -> CheckStats:
    kinds: Counter[Failure | None] = Counter(
        check.facts.failure for _, check in results if check.status is not Status.PASS
    )
    failing = [
        (row, check)
        for row, check in results
        if check.status is not Status.PASS and check.facts.failure is not Failure.NOT_RUN
    ]
    answered = [
        (row, check)
        for row, check in failing
        if check.facts.failure is not None and check.facts.failure.answered
    ]
    first = results[0][1]
    return CheckStats(
        first.id,
        first.name,
        len(results),
        len(failing),
        kinds[Failure.NOT_RUN],
        kinds[Failure.TIMEOUT],
        kinds[Failure.STOPPED],
        kinds[None],
        _wrong_answers(answered),
        sorted({row.learner for row, _ in failing}),
    )


def _wrong_answers(answered: list[tuple[Row, CheckResult]]) -> list[WrongAnswer]:
    groups: dict[str, list[tuple[Row, CheckResult]]] = {}
    for row, check in answered:
        groups.setdefault(came_back(check), []).append((row, check))
    found = []
    for answer, own in groups.items():
        row, example = min(own, key=lambda pair: (len(_input(pair[1])), pair[0].learner))
        learners = sorted(row.learner for row, _ in own)
        found.append(WrongAnswer(answer, learners, example, row.learner))
    return sorted(found, key=lambda wrong: (-len(wrong.learners), wrong.came_back))


def _input(check: CheckResult) -> str:
    return check.facts.smallest or check.facts.call


def failing_ids(row: Row) -> list[str]:
    return [check.id for check in row.report.checks if check.status is not Status.PASS]
