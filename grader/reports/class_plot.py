"""The class report's plot: score distribution and failure rate per check, as PNG bytes."""

from __future__ import annotations

import io

from grader.batch.stats import ExerciseStats
from grader.errors import KitError


def plot_png(stats: ExerciseStats) -> bytes:
    try:
        import matplotlib
    except ImportError:
        raise KitError(
            "The HTML report draws its plot with matplotlib, which is not installed. "
            "Install the kit with `pip install 'citekit[instructor]'`."
        ) from None
    matplotlib.use("Agg")  # no display: the image is written to memory
    from matplotlib.figure import Figure

    height = max(3.0, 0.3 * len(stats.checks) + 1)
    figure = Figure(figsize=(11, height), layout="constrained")
    scores, rates = figure.subplots(1, 2, width_ratios=(1, 1.4))
    scores.hist(stats.scores, bins=range(stats.max_score + 2), align="left", color="#4c72b0")
    scores.set(title="Score distribution", xlabel="score", ylabel="learners")
    checks = sorted(stats.checks, key=lambda check: check.failure_rate)
    rates.barh(
        [check.id for check in checks],
        [100 * check.failure_rate for check in checks],
        color="#c44e52",
    )
    rates.set(title="Failure rate per check", xlabel="% of graded submissions", xlim=(0, 100))
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=90)
    return buffer.getvalue()
