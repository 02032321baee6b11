"""`pytest --citekit SUBMISSION`: a lesson's checks as pytest items, one per check.

So an editor's test panel, or any CI that runs pytest (GitHub Classroom's autograding, say),
grades a submission with the kit. The submission is graded once, exactly as `citekit check`
grades it (the same loading, lesson, limits, isolation and verdicts), and each item passes
when its check passes; a failing item shows the check's message, the hint stage that helps
and what the code printed. The learner's code never runs in pytest's process.

Registered as a pytest plugin (entry point `citekit`); it does nothing unless `--citekit` is
given. With `--citekit` and no test paths on the command line, only the submissions are
collected; paths named as well are collected as usual.

Exit codes are pytest's: 0 every check passes; 1 a check fails, the stub is untouched, or
the code cannot be loaded (each item says why); 2 the submission cannot be read as one (not
UTF-8, a syntax error, no lesson to tell) — a collection error; 4 a usage error (no such
file, an unknown lesson).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # the grader is imported only when --citekit is given
    from grader.checks import CheckSpec
    from grader.lessons import Lesson
    from grader.results import CheckResult, Report
    from grader.sandbox.isolation import Layer
    from grader.submission import Submission

SUBMISSIONS = pytest.StashKey[set[Path]]()
LAYER = pytest.StashKey["Layer"]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("citekit", "grading a submission with citekit")
    group.addoption(
        "--citekit",
        action="append",
        default=[],
        metavar="SUBMISSION",
        help="grade this .py, .js or .ipynb file with the kit: one test per check (repeatable)",
    )
    group.addoption(
        "--citekit-exercise",
        metavar="SLUG",
        help="the lesson (inferred from the path or the notebook when unambiguous)",
    )
    group.addoption(
        "--citekit-require-sandbox",
        action="store_true",
        help="refuse to grade unless bubblewrap isolates the learner's code",
    )


def pytest_configure(config: pytest.Config) -> None:
    named: list[str] = config.getoption("citekit")
    if not named:
        return
    from grader.errors import KitError
    from grader.lessons import find_lesson
    from grader.text import name_text

    base = config.invocation_params.dir
    paths = [(base / name).resolve() for name in named]
    for name, path in zip(named, paths):
        if not path.is_file():
            raise pytest.UsageError(
                f"--citekit {name_text(name)}: there is no file there. Name the .py, .js or .ipynb "
                "file where the function is written."
            )
    exercise = config.getoption("citekit_exercise")
    try:
        if exercise:
            find_lesson(exercise)
    except KitError as problem:
        raise pytest.UsageError(f"--citekit-exercise: {problem}") from None
    config.stash[SUBMISSIONS] = set(paths)
    # Only the submissions, unless test paths were named on the command line too.
    submissions = [str(path) for path in paths]
    if config.args_source is pytest.Config.ArgsSource.ARGS:
        config.args = [*config.args, *submissions]
    else:
        config.args = submissions


def pytest_report_header(config: pytest.Config) -> list[str] | None:
    if SUBMISSIONS not in config.stash:
        return None
    layer = _layer(config)
    lines = [f"citekit: learner code runs in isolation: {layer.name}"]
    if layer.warning:
        lines.append(f"citekit: warning: {layer.warning}")
    return lines


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector) -> Any:
    """A `.py` submission is collected as a submission, never imported as a test module."""
    return _submission_file(module_path, parent)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> Any:
    if file_path.suffix == ".py":
        return None  # collected by pytest_pycollect_makemodule
    return _submission_file(file_path, parent)


def _submission_file(path: Path, parent: pytest.Collector) -> SubmissionFile | None:
    submissions = parent.config.stash.get(SUBMISSIONS, set())
    if path.resolve() not in submissions:
        return None
    found: SubmissionFile = SubmissionFile.from_parent(parent, path=path)
    return found


class SubmissionFile(pytest.File):
    """One submission: its lesson's checks as items, graded together on first use."""

    lesson: Lesson
    submission: Submission
    _report: Report | None = None

    def collect(self) -> Iterator[CheckItem]:
        from grader.errors import KitError
        from grader.lessons import all_lessons, find_lesson, lesson_of_folder
        from grader.submission import load_submission
        from grader.text import name_text, printable

        try:
            self.submission = load_submission(self.path)
            # The lesson as `check` infers it: named, or from the path, or the notebook's.
            exercise = self.config.getoption("citekit_exercise")
            lesson = lesson_of_folder(self.path, exercise)
            if lesson is None and self.submission.lesson:
                lesson = find_lesson(self.submission.lesson)
            if lesson is None:
                slugs = ", ".join(lesson.slug for lesson in all_lessons())
                raise KitError(
                    f"It is not clear which lesson {name_text(self.path.name)} is for. Name "
                    f"it with --citekit-exercise SLUG; the lessons are: {slugs}."
                )
            self.lesson = lesson
            checks = lesson.checks
        except KitError as problem:
            raise self.CollectError(f"citekit: {printable(str(problem))}") from None
        for spec in checks:
            yield CheckItem.from_parent(self, name=spec.id, spec=spec)

    def report(self) -> Report:
        """The submission graded as `citekit check` grades it, once for all its items."""
        if self._report is None:
            from grader.grading import grade

            self._report = grade(self.lesson, self.submission, layer=_layer(self.config))
        return self._report


class NotPassed(Exception):
    """A check that did not pass: its result, to be shown as the kit words it."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class CheckItem(pytest.Item):
    """One check of the lesson, on the submission."""

    def __init__(self, *, spec: CheckSpec, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.spec = spec

    @property
    def submission(self) -> SubmissionFile:
        parent = self.parent
        assert isinstance(parent, SubmissionFile)
        return parent

    def runtest(self) -> None:
        report = self.submission.report()
        result = next((check for check in report.checks if check.id == self.spec.id), None)
        if result is None:  # nothing was checked: no function to call, or an untouched stub
            raise NotPassed(_unchecked(report))
        self.user_properties += [
            ("status", result.status.value),
            ("points", f"{result.points}/{result.max_points}"),
        ]
        if result.status.value != "pass":
            raise NotPassed(_failed(result, self.submission.lesson.slug))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, NotPassed):
            return excinfo.value.text
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"citekit {self.spec.id}: {self.spec.name}"


def _layer(config: pytest.Config) -> Layer:
    """The strongest isolation layer here (bubblewrap where it runs), chosen once per run."""
    if LAYER not in config.stash:
        from grader.errors import KitError
        from grader.sandbox.isolation import choose_layer

        try:
            config.stash[LAYER] = choose_layer(require=config.getoption("citekit_require_sandbox"))
        except KitError as problem:
            raise pytest.UsageError(str(problem)) from None
    return config.stash[LAYER]


def _failed(result: CheckResult, slug: str) -> str:
    """A failing check as the terminal report shows it: message, hint, what was printed."""
    from grader.text import printable

    lines = [result.message]
    if result.hint is not None:
        lines.append(f"Hint stage {result.hint} may help: citekit hint {slug} {result.hint}")
    if result.output.strip():
        lines += ["Your code printed:", result.output.rstrip()]
    return printable("\n".join(lines))


def _unchecked(report: Report) -> str:
    from grader.text import printable

    return printable(f"{report.status.value.upper()}: {report.message}")
