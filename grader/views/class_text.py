"""The class report for a terminal: per lesson, statuses and scores, who could not be graded
and why, the checks that fail with their most common wrong answers, and who needs a look."""

from __future__ import annotations

from grader.classroom.class_stats import CheckStats, ExerciseStats, below, tally
from grader.classroom.gradebook import Row
from grader.ground.text import name_text, printable

BAR = 30
WRONG_ANSWERS_SHOWN = 3
VALUE_CHARS = 100  # a line of this report, not the whole answer: the HTML report has more


def learners(count: int) -> str:
    return f"{count} learner" if count == 1 else f"{count} learners"


def render(exercises: list[ExerciseStats], threshold: float = 0.5) -> str:
    """The report as terminal text; what came back from learners' code is theirs, so control
    characters are replaced before they reach the terminal."""
    lines: list[str] = []
    for stats in exercises:
        lines += _exercise(stats)
        lines.append("")
    rows = [row for stats in exercises for row in stats.rows]
    needing = below(rows, threshold)
    if needing:
        lines.append(f"Below {threshold:.0%} of the points, or not graded:")
        lines += [f"  {_who(row)}" for row in needing]
        lines.append("")
    return printable("\n".join(lines))


def _exercise(stats: ExerciseStats) -> list[str]:
    heading = f"{stats.title} ({stats.exercise})" if stats.exercise else stats.title
    lines = [f"{heading}: {learners(stats.learners)}", f"  {tally(stats.statuses)}"]
    if stats.scores:
        lines.append(
            f"  score of the {len(stats.scores)} graded: mean {stats.mean_score:.1f}, "
            f"median {stats.median_score:g} of {stats.max_score}"
        )
    for row in stats.not_graded:
        lines.append(f"  {row.status}: {name_text(row.learner)}: {_one_line(row.why)}")
    failing = stats.failing_checks
    if failing:
        width = max(len(check.id) for check in failing)
        lines.append("  checks that fail, most often first:")
        for check in failing:
            bar = "#" * max(1, round(check.failure_rate * BAR))
            lines.append(
                f"    {check.id:{width}}  {check.failed:3}/{check.ran:<3} failed  {bar:{BAR}}"
                f"{_apart(check)}"
            )
            for wrong in check.wrong_answers[:WRONG_ANSWERS_SHOWN]:
                answer = _cut(wrong.came_back)
                lines.append(f"      {learners(len(wrong.learners))}: {answer}")
                if wrong.input:
                    lines.append(f"        e.g. {_cut(wrong.input)}")
    if stats.passed_checks:
        lines.append(f"  {len(stats.passed_checks)} checks passed for every learner they ran for")
    return lines


def _apart(check: CheckStats) -> str:
    return f"  ({'; '.join(check.apart)})" if check.apart else ""


def _who(row: Row) -> str:
    lesson = row.exercise or "lesson not known"
    if row.status in ("pass", "fail"):
        return f"{name_text(row.learner)} ({lesson}): {row.score}/{row.max_score}"
    return f"{name_text(row.learner)} ({lesson}): {row.status}"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _cut(text: str) -> str:
    """One line of at most VALUE_CHARS, cut after an item or a word, not inside one."""
    text = _one_line(text)
    if len(text) <= VALUE_CHARS:
        return text
    head = text[: VALUE_CHARS - 2]
    end = max(head.rfind(", "), head.rfind(" "))
    return (head[: end + 1] if end > VALUE_CHARS // 2 else head).rstrip() + " …"
