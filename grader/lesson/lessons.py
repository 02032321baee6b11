"""Finding lessons in the kit and loading their parts.

A lesson is the files that share its slug across the kit's fixed folders:
`exercises/SLUG/` (lesson.toml, lesson.md, stub.py, checks.py), `hints/SLUG.md`,
`solutions/SLUG/` (reference.py, walkthrough.md, wrong/, correct/) and `notebooks/SLUG.ipynb`.
Adding a lesson means adding those files; nothing here names a lesson.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import chain
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import grader
from grader.ground.errors import KitError, SubmissionError
from grader.ground.walk import walk
from grader.languages import Language
from grader.lesson.hints import HintStage, read_hints
from grader.sandbox.limits import Limits

if TYPE_CHECKING:
    from grader.lesson.checks.spec import CheckSpec

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib


def kit_root() -> Path:
    """The folder holding exercises/, solutions/, hints/ and notebooks/.

    CITEKIT_HOME wins; then the copy packed inside an installed wheel; then the source tree."""
    package = Path(grader.__file__).resolve().parent
    candidates = [Path(os.environ["CITEKIT_HOME"])] if os.environ.get("CITEKIT_HOME") else []
    candidates += [package / "_kit", package.parent]
    for candidate in candidates:
        if (candidate / "exercises").is_dir():
            return candidate
    raise KitError(
        "No lessons were found: the kit's exercises/ folder is missing. Install the kit from its "
        "source folder with `pip install -e .`, or set CITEKIT_HOME to the folder that holds "
        "exercises/, hints/ and solutions/."
    )


class _KitPath:
    """A lesson's file or folder, at the place below the kit's root that its slug fixes."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __get__(self, lesson: Lesson, owner: type[Lesson] | None = None) -> Path:
        return lesson.root / self.pattern.format(slug=lesson.slug)


@dataclass(frozen=True)
class Lesson:
    slug: str
    root: Path
    title: str
    order: int
    function: str
    parameters: tuple[str, ...]
    summary: str
    limits: Limits
    hint_penalty: int = 0  # points off per hint stage opened; off unless the lesson sets it
    hidden_checks: int = 0  # in a learner bundle: how many instructor-only checks exist
    # Set by `with_parts`: what to grade with instead of the checks and reference on file.
    given_checks: tuple[CheckSpec, ...] | None = field(default=None, repr=False, compare=False)
    given_reference: Callable[..., Any] | None = field(default=None, repr=False, compare=False)

    # Where each of the lesson's files is, below the kit's root.
    folder = _KitPath("exercises/{slug}")
    solution_folder = _KitPath("solutions/{slug}")
    stub_path = _KitPath("exercises/{slug}/stub.py")
    text_path = _KitPath("exercises/{slug}/lesson.md")
    hints_path = _KitPath("hints/{slug}.md")
    reference_path = _KitPath("solutions/{slug}/reference.py")
    notebook_path = _KitPath("notebooks/{slug}.ipynb")
    # Checks kept with the solutions: graded, never shipped to learners.
    instructor_checks_path = _KitPath("solutions/{slug}/checks.py")

    @cached_property
    def checks(self) -> list[CheckSpec]:
        if self.given_checks is not None:
            return list(self.given_checks)
        # Imported when checks are loaded: listing lessons or showing a hint needs no
        # Hypothesis.
        from grader.lesson.checks.declare import declared_in, distinct_checks

        with declared_in(self.folder / "checks.py", self.slug) as found:
            _import_file(self.folder / "checks.py", f"{self.slug}.checks")
        if not found:
            raise KitError(
                f"Lesson {self.slug!r} declares no checks in {self.folder / 'checks.py'}."
            )
        if self.instructor_checks_path.is_file():
            with declared_in(self.instructor_checks_path, self.slug) as instructor:
                _import_file(self.instructor_checks_path, f"{self.slug}.instructor_checks")
            found += [replace(c, spec=replace(c.spec, instructor=True)) for c in instructor]
        return distinct_checks(found, self.slug)

    @cached_property
    def reference(self) -> Callable[..., Any]:
        """The reference solution, or in a learner bundle the answers recorded from it."""
        from grader.lesson.checks.answers import AnswerTable

        if self.given_reference is not None:
            return self.given_reference
        if not self.reference_path.is_file() and self.answers_path.is_file():
            return AnswerTable.load(self.answers_path)
        module = _import_file(self.reference_path, f"{self.slug}.reference")
        function: Callable[..., Any] = getattr(module, self.function)
        return function

    @cached_property
    def returns(self) -> Any:
        """The return type the stub declares (`typing.Any` when it declares none): the Python
        types a JavaScript answer is read in where JavaScript has none of its own (tuples)."""
        import typing

        module = _import_file(self.stub_path, f"{self.slug}.stub")
        stub = getattr(module, self.function, None)
        if not callable(stub):
            raise KitError(
                f"The stub {self.stub_path} defines no function {self.function!r}: define it "
                "there with the lesson's parameters and return type."
            )
        try:
            return typing.get_type_hints(stub).get("return", typing.Any)
        except Exception as error:  # an annotation naming what the stub never defined
            raise KitError(
                f"The return type of {self.function} in {self.stub_path} cannot be read: "
                f"{type(error).__name__}: {error}. Write it with the standard library's types "
                "or ones the stub defines."
            ) from None

    @property
    def answers_path(self) -> Path:
        from grader.lesson.checks.answers import ANSWERS_FILE

        return self.folder / ANSWERS_FILE

    def with_parts(
        self, checks: list[CheckSpec], reference: Callable[..., Any] | None = None
    ) -> Lesson:
        """The same lesson graded with other checks, or against another reference."""
        return replace(
            self, given_checks=tuple(checks), given_reference=reference or self.reference
        )

    @cached_property
    def version(self) -> str:
        """The files a verdict on this lesson rests on, as a short digest: its metadata, its
        checks and the instructor's, and the reference (in a learner bundle, the answers
        recorded from it instead, so a bundle's version is its own). Two reports of one
        version were graded alike; an edit to any of these files changes it."""
        import hashlib  # only when a lesson is graded, as its code is loaded

        digest = hashlib.sha256()
        for path in (
            self.folder / "lesson.toml",
            self.folder / "checks.py",
            self.instructor_checks_path,
            self.reference_path,
            self.answers_path,
        ):
            if path.is_file():
                data = path.read_bytes()
                digest.update(f"{path.relative_to(self.root)} {len(data)}\n".encode() + data)
        return digest.hexdigest()[:12]

    @cached_property
    def hints(self) -> list[HintStage]:
        return read_hints(self.hints_path)

    # The lesson in another language, where it has been written: its stub and reference are
    # graded as submissions, never run in the grader.
    def stub_in(self, language: Language) -> Path:
        return self.folder / language.stub_name

    def reference_in(self, language: Language) -> Path:
        return self.solution_folder / language.reference_name

    def hints_file_in(self, language: Language) -> Path | None:
        """The file of hints for a learner writing in `language`: the first of its hint files
        the lesson has (its own, then its fallback's), or None."""
        files = (self.root / "hints" / name for name in language.hint_files(self.slug))
        return next((path for path in files if path.is_file()), None)

    def hints_in(self, language: Language) -> list[HintStage]:
        """The hints for a learner writing in `language`, where the lesson has them in its
        terms; else the lesson's own."""
        path = self.hints_file_in(language)
        return self.hints if path is None else read_hints(path)

    @property
    def max_score(self) -> int:
        return sum(spec.points for spec in self.checks)


def _import_file(path: Path, name: str) -> ModuleType:
    if not path.is_file():
        raise KitError(f"The lesson file {path} is missing.")
    import importlib.util  # only when a lesson's code is loaded

    spec = importlib.util.spec_from_file_location(f"citekit_lessons.{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # a lesson author's mistake, reported as theirs
        raise KitError(
            f"The lesson file {path} could not be loaded: {_where(error, path)}"
            f"{type(error).__name__}: {error}. Fix that file, then run `citekit validate` "
            "to prove the lesson sound again."
        ) from None
    return module


def _where(error: Exception, path: Path) -> str:
    """The line of `path` the error came from, as 'line N raised ', or nothing when unknown."""
    import traceback

    if isinstance(error, SyntaxError) and error.lineno is not None:
        return f"line {error.lineno} raised "
    lines = [
        frame.lineno
        for frame in traceback.extract_tb(error.__traceback__)
        if frame.filename == str(path)
    ]
    return f"line {lines[-1]} raised " if lines else ""


def read_lesson(folder: Path, root: Path) -> Lesson:
    meta_path = folder / "lesson.toml"
    try:
        meta = tomllib.loads(meta_path.read_text(encoding="utf-8"))
        limits = meta.get("limits", {})
        return Lesson(
            slug=folder.name,
            root=root,
            title=meta["title"],
            order=int(meta.get("order", 0)),
            function=meta.get("function", "solve"),
            parameters=tuple(meta["parameters"]),
            summary=meta.get("summary", ""),
            limits=Limits(**limits),
            hint_penalty=int(meta.get("hint_penalty", 0)),
            hidden_checks=int(meta.get("instructor_checks", 0)),
        )
    except (OSError, KeyError, TypeError, ValueError) as problem:
        raise KitError(
            f"The lesson metadata {meta_path} is incomplete or unreadable ({problem!r}). It needs "
            "title, parameters and optionally order, function, summary and a [limits] table."
        ) from None


# The lessons last read from each kit root, and the last change to its files they saw.
_read: dict[Path, tuple[int, tuple[Lesson, ...]]] = {}


def all_lessons(root: Path | None = None) -> list[Lesson]:
    root = root or kit_root()
    last_change = _last_change(root)
    read = _read.get(root)
    if read is None or read[0] != last_change:
        read = _read[root] = (last_change, _lessons_in(root))
    return list(read[1])


def _last_change(root: Path) -> int:
    """When a file lessons are read from last changed: an edited lesson is read again, an
    unchanged one is not, so a kernel that checks again reuses the loaded checks. The known
    solutions (solutions/SLUG/wrong/, correct/) are left out: no lesson reads them, and they
    are most of the kit's files, which every `citekit list` or `hint` would otherwise look at."""
    # A folder that is missing (a learner bundle has no solutions/) holds nothing.
    found = chain(
        walk(root / "exercises").entries,
        walk(root / "hints").entries,
        walk(root / "solutions", depth=2).entries,
    )
    return max((entry.stat(follow_symlinks=False).st_mtime_ns for entry in found), default=0)


def _lessons_in(root: Path) -> tuple[Lesson, ...]:
    folders = sorted(p for p in (root / "exercises").iterdir() if (p / "lesson.toml").is_file())
    lessons = (read_lesson(folder, root) for folder in folders)
    return tuple(sorted(lessons, key=lambda lesson: (lesson.order, lesson.slug)))


# The lesson this process graded last, its reference's answers remembered (`sharing_answers`).
_sharing: dict[tuple[str, str], Lesson] = {}


def sharing_answers(lesson: Lesson) -> Lesson:
    """`lesson`, graded against its reference with the answers remembered (`SharedAnswers`)
    for every grading of it in this process: the submissions a class worker grades, or the
    `%check`s of a notebook's kernel. Another lesson's are dropped. A learner bundle's lesson
    is returned as it is: its recorded answers are looked up already, and only a reference
    can answer timed inputs, which bypass what is remembered."""
    from grader.lesson.checks.answers import AnswerTable, SharedAnswers

    if isinstance(lesson.reference, AnswerTable):
        return lesson
    key = (lesson.slug, lesson.version)
    if key not in _sharing:
        _sharing.clear()
        shared = SharedAnswers(lesson.reference)
        _sharing[key] = lesson.with_parts(list(lesson.checks), shared)
    return _sharing[key]


def find_lesson(slug: str, root: Path | None = None) -> Lesson:
    lessons = all_lessons(root)
    for lesson in lessons:
        if lesson.slug == slug:
            return lesson
    known = ", ".join(lesson.slug for lesson in lessons) or "none"
    raise KitError(f"There is no lesson called {slug!r}. The lessons are: {known}.")


def infer_lesson(path: Path, named: str | None, metadata: str | None = None) -> Lesson:
    """The lesson a single submission is for: the one `named`, else the one whose slug its
    path mentions, else the one its notebook's `metadata` names, else the only lesson."""
    lesson = lesson_of_folder(path, named)
    if lesson:
        return lesson
    if metadata:
        return find_lesson(metadata)
    raise SubmissionError(
        f"It is not clear which lesson {path.name} is for. Name it with --exercise SLUG; "
        f"the lessons are: {', '.join(lesson.slug for lesson in all_lessons())}."
    )


def lesson_of_folder(path: Path, named: str | None) -> Lesson | None:
    """The lesson `named`, else the one whose slug `path` mentions, else the only lesson;
    None when that leaves it open. In class grading `path` is the instructor's folder, so
    nothing a learner names (a file, a sub-folder, a notebook's metadata) picks the lesson.

    The part of the path nearest to the file or folder decides: `…/check-cited-sources/`
    inside a course folder named after another lesson is still that lesson's folder, and so
    is everything in it. A part that names two lessons leaves it open."""
    if named:
        return find_lesson(named)
    lessons = all_lessons()
    for part in reversed(path.resolve().parts):
        spelled = part.lower().replace("_", "-")
        mentioned = [lesson for lesson in lessons if lesson.slug in spelled]
        if len(mentioned) == 1:
            return mentioned[0]
        if mentioned:
            return None
    if len(lessons) == 1:
        return lessons[0]
    return None
