"""The class report for a terminal: per exercise, statuses, scores, and the checks that fail."""

from __future__ import annotations

from collections import Counter

from grader.batch.stats import ExerciseStats
from grader.text import printable

STATUS_ORDER = ("pass", "fail", "todo", "error")
BAR = 30


def tally(statuses: Counter[str]) -> str:
    return ", ".join(f"{status} {statuses[status]}" for status in STATUS_ORDER if statuses[status])


def learners(count: int) -> str:
    return f"{count} learner" if count == 1 else f"{count} learners"


def render(exercises: list[ExerciseStats]) -> str:
    """The report as terminal text; what came back from learners' code is theirs, so control
    characters are replaced before they reach the terminal."""
    lines: list[str] = []
    for stats in exercises:
        lines += [
            f"{stats.title}{f' ({stats.exercise})' if stats.exercise else ''}: "
            f"{stats.learners} learners",
            f"  {tally(stats.statuses)}",
            f"  score: mean {stats.mean_score:.1f} of {stats.max_score}, "
            f"median {sorted(stats.scores)[len(stats.scores) // 2]}",
        ]
        if stats.checks:
            width = max(len(check.id) for check in stats.checks)
            lines.append("  checks, by failure rate:")
            for check in sorted(stats.checks, key=lambda check: -check.failure_rate):
                bar = "#" * round(check.failure_rate * BAR)
                lines.append(
                    f"    {check.id:{width}}  {check.failed:3}/{check.ran:<3} failed  {bar:{BAR}}"
                )
                lines += [
                    f"      {learners(count)}: {answer}" for answer, count in check.wrong_answers
                ]
        lines.append("")
    return printable("\n".join(lines))
