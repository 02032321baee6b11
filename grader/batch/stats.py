"""What a class did, per exercise: statuses, scores, failure rate and wrong answers per check."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import groupby

from grader.batch.gradebook import Row

WRONG_ANSWERS_SHOWN = 3
UNKNOWN = "Lesson unknown"  # submissions whose lesson could not be told


@dataclass(frozen=True)
class CheckStats:
    id: str
    name: str
    ran: int  # submissions the check ran on (ungradable ones and untouched stubs have none)
    failed: int
    wrong_answers: list[tuple[str, int]]  # the most common, with how many learners gave each

    @property
    def failure_rate(self) -> float:
        return self.failed / self.ran if self.ran else 0.0


@dataclass(frozen=True)
class ExerciseStats:
    exercise: str
    title: str
    max_score: int
    statuses: Counter[str]
    scores: list[int]
    checks: list[CheckStats]

    @property
    def learners(self) -> int:
        return len(self.scores)

    @property
    def mean_score(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0


def class_stats(rows: list[Row]) -> list[ExerciseStats]:
    ordered = sorted(rows, key=lambda row: row.exercise)
    return [_exercise(list(own)) for _, own in groupby(ordered, lambda row: row.exercise)]


def _exercise(rows: list[Row]) -> ExerciseStats:
    checks: dict[str, list[dict[str, object]]] = {}
    for row in rows:
        for check in row.checks:
            checks.setdefault(str(check["id"]), []).append(check)
    return ExerciseStats(
        rows[0].exercise,
        next((row.title for row in rows if row.title), rows[0].exercise or UNKNOWN),
        max(row.max_score for row in rows),
        Counter(row.status for row in rows),
        [row.score for row in rows],
        [_check(check_id, results) for check_id, results in checks.items()],
    )


def _check(check_id: str, results: list[dict[str, object]]) -> CheckStats:
    failing = [result for result in results if result["status"] != "pass"]
    answers = Counter(str(result["came_back"]) for result in failing if result.get("came_back"))
    return CheckStats(
        check_id,
        str(results[0]["name"]),
        len(results),
        len(failing),
        answers.most_common(WRONG_ANSWERS_SHOWN),
    )
