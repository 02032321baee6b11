"""A report as every single-report view shows it (terminal, Jupyter HTML, Markdown, the class
feedback page): its fields as labels and values, and one row per check. Views lay these out
and escape them for their medium; none words a field of its own, so a new field is one line
here (and its place in `results.Report`), whatever the number of views."""

from __future__ import annotations

from dataclasses import dataclass

from grader.grading.submission import EARLIER_CELL, lead_note
from grader.report.results import CheckResult, Report, Status


@dataclass(frozen=True)
class Field:
    """One fact about the grading, as a label (lower case) and its value, both plain text."""

    label: str
    value: str

    @property
    def phrase(self) -> str:
        return f"{self.label}: {self.value}"

    @property
    def sentence(self) -> str:
        return f"{_capitalised(self.phrase)}."


@dataclass(frozen=True)
class Row:
    """One check as a row of the table, and what a view shows under it when it did not pass."""

    id: str
    name: str
    status: Status
    points: str  # "2/3"
    hint: int | None  # the hint stage that may help, for a check that did not pass
    printed: str  # what the learner's code printed during the check, or ""
    result: CheckResult  # its failure's facts, laid out by `feedback.arrange`


@dataclass(frozen=True)
class ReportView:
    title: str
    exercise: str
    status: Status
    status_note: str  # "for an earlier cell" under a lead note, else ""
    lead: str  # the note shown above everything, or ""
    summary: str  # the score, when there is one, then the message
    scoring: list[Field]  # beside the score: what changed it
    about: list[Field]  # below the checks: how the submission was graded
    rows: list[Row]  # in the lesson's order
    notes: list[str]  # after the lead note

    @property
    def status_label(self) -> str:
        """The status in words: `fail`, or `fail for an earlier cell` under a lead note."""
        return " ".join(filter(None, (self.status.value, self.status_note)))

    @property
    def failed(self) -> list[Row]:
        return [row for row in self.rows if row.status is not Status.PASS]

    @property
    def passed(self) -> list[Row]:
        return [row for row in self.rows if row.status is Status.PASS]

    @property
    def passes_summary(self) -> str:
        passed = self.passed
        points = sum(row.result.points for row in passed)
        noun = "check passes" if len(passed) == 1 else "checks pass"
        return f"{len(passed)} {noun} ({points} points)"

    @property
    def about_line(self) -> str:
        """The fields about the grading in one line: `Learner code ran in isolation: …; …`."""
        return _capitalised("; ".join(field.phrase for field in self.about))


def view(report: Report) -> ReportView:
    lead = lead_note(report.notes) or ""
    summary = report.message
    if report.status is not Status.ERROR:
        summary = f"Score {report.score}/{report.max_score}. {summary}"
    return ReportView(
        title=report.title,
        exercise=report.exercise,
        status=report.status,
        status_note=EARLIER_CELL if lead else "",
        lead=lead,
        summary=summary,
        scoring=_scoring(report),
        about=_about(report),
        rows=[_row(check) for check in report.checks],
        notes=report.notes[bool(lead) :],
    )


def _scoring(report: Report) -> list[Field]:
    if not report.hints_opened:
        return []
    stages = ", ".join(str(stage) for stage in report.hints_opened)
    cost = f" ({report.hint_penalty} points off)" if report.hint_penalty else ""
    return [Field("hint stages opened", stages + cost)]


def _about(report: Report) -> list[Field]:
    if not report.isolation:  # nothing ran: nothing to say about how
        return []
    found = [
        Field("learner code ran in isolation", report.isolation),
        Field("time", f"{report.seconds:.2f} s"),
    ]
    if report.limits is not None:
        limits = report.limits
        allowed = f"{limits.call_seconds:g} s a call, {limits.submission_seconds:g} s in all"
        found.append(Field("limits", f"{allowed}, {limits.memory_mb} MB of memory"))
    if report.lesson_version:
        found.append(Field("lesson version", report.lesson_version))
    return found


def _row(check: CheckResult) -> Row:
    return Row(
        id=check.id,
        name=check.name,
        status=check.status,
        points=f"{check.points}/{check.max_points}",
        hint=None if check.status is Status.PASS else check.hint,
        printed=check.output.rstrip() if check.output.strip() else "",
        result=check,
    )


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]
