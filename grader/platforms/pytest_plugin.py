"""`pytest --citekit SUBMISSION`: a lesson's checks as pytest items, one per check.

So an editor's test panel, or any CI that runs pytest (GitHub Classroom's autograding, say),
grades a submission with the kit. The submission is graded once, exactly as `citekit check`
grades it (the same loading, lesson, limits, isolation and verdicts), and each item passes
when its check passes; a failing item shows the check's message, the hint stage that helps
and what the code printed. The learner's code never runs in pytest's process.

Nothing else from the submission's folder runs there either, nor configures it: no test path
is derived from a submission, so pytest never walks its folder (no Package collector imports
an `__init__.py` there), the submission's items are added to the session by this plugin,
no `conftest.py` is loaded unless test paths are named, and a rootdir or configuration file
pytest found in a submission's folder (`--citekit PATH` with a space reads to pytest, before
any plugin loads, as a test path) is refused. What cannot be refused in time is left to the
one who runs pytest: what such a configuration names has run before this plugin loads, and
run in a learner's folder, pytest takes that folder's configuration as its own (the learner's
own run: practice feedback, not a grade).

Registered as a pytest plugin (entry point `citekit`); it does nothing unless `--citekit` is
given. With `--citekit` and no test paths on the command line, only the submissions are
collected; paths named as well are collected as usual, by pytest's usual rules.

Exit codes are pytest's: 0 every check passes; 1 a check fails, the stub is untouched, or
the code cannot be loaded (each item says why); 2 the submission cannot be read as one (not
UTF-8, a syntax error, no lesson to tell) — a collection error; 4 a usage error (no such
file, an unknown lesson, a configuration found in a submission's folder).
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # the grader is imported only when --citekit is given
    from grader.grading.submission import Submission
    from grader.languages import Language
    from grader.lesson.checks.spec import CheckSpec
    from grader.lesson.lessons import Lesson
    from grader.report.results import CheckResult, Report
    from grader.sandbox.isolation import Layer

SUBMISSIONS = pytest.StashKey[list[Path]]()
LAYER = pytest.StashKey["Layer"]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("citekit", "grading a submission with citekit")
    group.addoption(
        "--citekit",
        action="append",
        default=[],
        metavar="SUBMISSION",
        help="grade this file (a lesson's language, or .ipynb) with the kit: one test per check "
        "(repeatable)",
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


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config) -> None:
    """Before pytest imports any conftest.py: refuse a configuration found in a submission's
    folder, and import no conftest.py at all unless test paths are named (then pytest's usual
    rules apply to those)."""
    options = early_config.known_args_namespace
    if not options.citekit:
        return
    _refuse_configuration_of(_named(options.citekit, early_config), early_config)
    if not options.file_or_dir:
        options.noconftest = True


def _refuse_configuration_of(submissions: list[Path], config: pytest.Config) -> None:
    """pytest settles its rootdir and configuration file before any plugin loads, looking in
    the folders of what it takes for test paths and above them; `--citekit PATH` written with
    a space is one to it. What it found in a submission's folder, or a folder above it that is
    not above the current folder, is the learner's to write: grading under it is refused."""
    from grader.ground.text import name_text

    here = config.invocation_params.dir.resolve()
    folders = [path.parent.resolve() for path in submissions]
    theirs = {each for folder in folders for each in (folder, *folder.parents)}
    theirs -= {here, *here.parents}
    found = [("its rootdir", config.rootpath, config.rootpath)]
    if config.inipath is not None:
        found.append(("its configuration file", config.inipath, config.inipath.parent))
    for what, path, folder in found:
        if folder.resolve() in theirs:
            raise pytest.UsageError(
                f"pytest took {what}, {name_text(str(path))}, from the folder of a submission: "
                "a configuration file a learner puts there (pytest.toml, pytest.ini, "
                "pyproject.toml, tox.ini, setup.cfg) would configure the grading. pytest looks "
                "there because `--citekit PATH` written with a space reads to it as a test "
                "path, before the kit is loaded. Write `--citekit=PATH`, and run pytest from a "
                "folder of your own, never from inside a learner's folder."
            )


def pytest_configure(config: pytest.Config) -> None:
    named: list[str] = config.getoption("citekit")
    if not named:
        return
    from grader.ground.errors import KitError
    from grader.ground.text import name_text
    from grader.lesson.lessons import find_lesson

    paths = _named(named, config)
    for name, path in zip(named, paths):
        if not path.is_file():
            raise pytest.UsageError(
                f"--citekit {name_text(name)}: there is no file there. Name the file (or "
                ".ipynb notebook) where the function is written."
            )
    exercise = config.getoption("citekit_exercise")
    try:
        if exercise:
            find_lesson(exercise)
    except KitError as problem:
        raise pytest.UsageError(f"--citekit-exercise: {problem}") from None
    config.stash[SUBMISSIONS] = list(dict.fromkeys(paths))
    # The submissions are never test paths, so pytest walks none of their folders: the
    # session gets their items from pytest_make_collect_report. Only test paths named on the
    # command line are collected besides, and a submission named as one is still collected
    # only as a submission.
    tests = config.args if config.args_source is pytest.Config.ArgsSource.ARGS else []
    base = config.invocation_params.dir
    config.args = [arg for arg in tests if not _is_submission(base / arg.split("::")[0], config)]


def _named(names: list[str], config: pytest.Config) -> list[Path]:
    """The submissions named with --citekit, as absolute paths. A link stays a link, for
    loading to refuse it as `citekit check` does: what it points to need not be the
    learner's (the reference, say)."""
    return [Path(os.path.abspath(config.invocation_params.dir / name)) for name in names]


def _is_submission(path: Path, config: pytest.Config) -> bool:
    submissions = config.stash.get(SUBMISSIONS, [])
    return path.resolve() in {submission.resolve() for submission in submissions}


def pytest_report_header(config: pytest.Config) -> list[str] | None:
    if SUBMISSIONS not in config.stash:
        return None
    layer = _layer(config)
    lines = [f"citekit: learner code runs in isolation: {layer.name}"]
    if layer.warning:
        lines.append(f"citekit: warning: {layer.warning}")
    return lines


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(
    collector: pytest.Collector,
) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
    """The session's own collection, with each submission added as a child of the session."""
    report = yield
    submissions = collector.config.stash.get(SUBMISSIONS, [])
    if isinstance(collector, pytest.Session) and report.passed:
        report.result += [SubmissionFile.at(path, collector) for path in submissions]
    return report


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """A submission inside a test path named too is not collected there: it is graded, never
    imported as a test module."""
    if SUBMISSIONS in config.stash and _is_submission(collection_path, config):
        return True
    return None


class SubmissionFile(pytest.File):
    """One submission: its lesson's checks as items, graded together on first use."""

    lesson: Lesson
    submission: Submission
    _report: Report | None = None

    @classmethod
    def at(cls, path: Path, session: pytest.Session) -> SubmissionFile:
        """The submission at `path`, a child of the session, named by its path from the
        rootdir (pytest names a node outside the rootdir by its file name alone)."""
        name = os.path.relpath(path, session.config.rootpath)
        found: SubmissionFile = cls.from_parent(session, path=path, name=name, nodeid=name)
        return found

    def collect(self) -> Iterator[CheckItem]:
        from grader.grading.submission import load_submission
        from grader.ground.errors import KitError
        from grader.ground.text import name_text, printable
        from grader.lesson.lessons import all_lessons, find_lesson, lesson_of_folder

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
            from grader.grading.grading import grade

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
            submission = self.submission
            raise NotPassed(_failed(result, submission.lesson.slug, submission.submission.language))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, NotPassed):
            return excinfo.value.text
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        from grader.languages import render

        name = render(self.spec.name, self.submission.submission.language)
        return self.path, None, f"citekit {self.spec.id}: {name}"


def _layer(config: pytest.Config) -> Layer:
    """The strongest isolation layer here (bubblewrap where it runs), chosen once per run."""
    if LAYER not in config.stash:
        from grader.ground.errors import KitError
        from grader.sandbox.isolation import choose_layer

        try:
            config.stash[LAYER] = choose_layer(require=config.getoption("citekit_require_sandbox"))
        except KitError as problem:
            raise pytest.UsageError(str(problem)) from None
    return config.stash[LAYER]


def _failed(result: CheckResult, slug: str, language: Language) -> str:
    """A failing check as the terminal report shows it: message, hint, what was printed."""
    from grader.ground.text import printable

    lines = [result.message]
    if result.hint is not None:
        command = language.hint_command(slug, result.hint)
        lines.append(f"Hint stage {result.hint} may help: {command}")
    if result.output.strip():
        lines += ["Your code printed:", result.output.rstrip()]
    return printable("\n".join(lines))


def _unchecked(report: Report) -> str:
    from grader.ground.text import printable

    return printable(f"{report.status.value.upper()}: {report.message}")
