"""The class report as one self-contained HTML page, the plot embedded as a PNG."""

from __future__ import annotations

import base64
from html import escape

from grader.batch.stats import ExerciseStats
from grader.reports.class_plot import plot_png
from grader.reports.class_text import learners, tally

STYLE = (
    "body{font-family:sans-serif;margin:2em;max-width:70em}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;"
    "text-align:left;vertical-align:top}code{font-size:90%}"
)


def render(exercises: list[ExerciseStats], title: str) -> str:
    sections = "".join(_section(stats) for stats in exercises)
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{STYLE}</style></head>"
        f"<body><h1>{escape(title)}</h1>{sections}</body></html>\n"
    )


def _section(stats: ExerciseStats) -> str:
    image = base64.b64encode(plot_png(stats)).decode("ascii")
    rows = "".join(
        f"<tr><td><code>{escape(check.id)}</code></td><td>{escape(check.name)}</td>"
        f"<td>{check.failed}/{check.ran} ({100 * check.failure_rate:.0f}%)</td>"
        f"<td>{_answers(check.wrong_answers)}</td></tr>"
        for check in sorted(stats.checks, key=lambda check: -check.failure_rate)
    )
    return (
        f"<h2>{escape(stats.title)} <small>({escape(stats.exercise)})</small></h2>"
        f"<p>{stats.learners} learners: {escape(tally(stats.statuses))}. Mean score "
        f"{stats.mean_score:.1f} of {stats.max_score}.</p>"
        f'<img alt="Score distribution and failure rate per check for '
        f'{escape(stats.exercise)}" src="data:image/png;base64,{image}">'
        "<table><thead><tr><th>check</th><th>what it tries</th><th>failed</th>"
        f"<th>most common wrong answers (learners)</th></tr></thead><tbody>{rows}</tbody></table>"
    )


def _answers(answers: list[tuple[str, int]]) -> str:
    return "<br>".join(
        f"<code>{escape(answer)}</code> ({learners(count)})" for answer, count in answers
    )
