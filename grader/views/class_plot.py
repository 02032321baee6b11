"""The class report's plots, as PNG bytes: the scores of a lesson's graded submissions, and the
failure rate of the checks that failed. Counts of learners are whole numbers on every axis;
a plot with nothing to show is not drawn (None)."""

from __future__ import annotations

import io
from typing import Any

from grader.classroom.class_stats import ExerciseStats
from grader.ground.errors import KitError

SCORE_COLOUR = "#4c72b0"
FAILURE_COLOUR = "#c44e52"
DPI = 96


def scores_png(stats: ExerciseStats) -> bytes | None:
    figure = scores_figure(stats)
    return None if figure is None else _png(figure)


def failures_png(stats: ExerciseStats) -> bytes | None:
    figure = failures_figure(stats)
    return None if figure is None else _png(figure)


def scores_figure(stats: ExerciseStats) -> Any:
    """How many graded submissions got each score, from 0 to the lesson's maximum."""
    if not stats.scores:
        return None
    figure = _figure(7.0, 3.2)
    axes = figure.subplots()
    counts = [stats.scores.count(score) for score in range(stats.max_score + 1)]
    axes.bar(range(stats.max_score + 1), counts, width=0.8, color=SCORE_COLOUR)
    axes.set(
        title=f"Scores of the {len(stats.scores)} graded submissions",
        xlabel=f"score (of {stats.max_score})",
        ylabel="learners",
        xlim=(-0.7, stats.max_score + 0.7),
    )
    _whole_numbers(axes.xaxis, axes.yaxis)
    axes.set_ylim(0, max(counts) + 0.5)
    return figure


def failures_figure(stats: ExerciseStats) -> Any:
    """For each check that failed for someone, the share of the learners it ran for."""
    failing = list(reversed(stats.failing_checks))  # drawn bottom-up: most failed on top
    if not failing:
        return None
    figure = _figure(7.0, max(2.0, 0.32 * len(failing) + 1.1))
    axes = figure.subplots()
    rates = [100 * check.failure_rate for check in failing]
    bars = axes.barh([check.id for check in failing], rates, color=FAILURE_COLOUR)
    axes.bar_label(bars, [f"{check.failed}/{check.ran}" for check in failing], padding=3)
    axes.set(
        title="Checks that failed: share of the learners each ran for",
        xlabel="% of learners",
        xlim=(0, 112),
    )
    axes.set_xticks(range(0, 101, 25))
    return figure


def _figure(width: float, height: float) -> Any:
    try:
        import matplotlib
    except ImportError:
        raise KitError(
            "The HTML report draws its plots with matplotlib, which is not installed. "
            "Install the kit with `pip install 'citekit[instructor]'`."
        ) from None
    matplotlib.use("Agg")  # no display: the image is written to memory
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def _whole_numbers(*axes: Any) -> None:
    from matplotlib.ticker import MaxNLocator

    for axis in axes:
        axis.set_major_locator(MaxNLocator(integer=True))


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=DPI)
    return buffer.getvalue()
