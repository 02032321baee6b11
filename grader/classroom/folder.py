"""Finding the submissions in a class folder: one per learner, named after its file or folder.

A learner is a `.py`, `.js` or `.ipynb` file directly in the folder (the learner id is the
file name without its suffix), or a sub-folder (the learner id is the folder's name) holding
such files at any depth that `walk` looks at (what it leaves out is said in that learner's
notes). When one learner has several submission files, one is graded: a notebook wins over
the other files (`.py`, `.js`, `.ts`), and among the others the last in name order (so
`attempt2.py` beats `attempt1.py`); the others are named in the notes.

Symbolic links are never followed. A learner whose folder is a link, or who handed in a
`.py`, `.js` or `.ipynb` that is a link, gets an entry that names the link as the file to grade, and
grading refuses it with a message; nothing it points to is read. Learner ids and the names in
notes are printable text: bytes that are not UTF-8 and control characters are spelled out.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from grader.grading.submission import MAX_SUBMISSION_BYTES
from grader.ground.errors import KitError
from grader.ground.text import first_notes, name_text
from grader.ground.walk import Cut, cut_notes, walk
from grader.languages import ALL, suffixes

SUBMISSION_SUFFIXES = (".ipynb", *(language.suffix for language in ALL))
BLOCK_BYTES = 1 << 20  # read at a time to hash a file
# Editor and Jupyter leftovers that no learner means to submit.
IGNORED_NAMES = frozenset({"__pycache__", ".ipynb_checkpoints"})


@dataclass(frozen=True)
class Entry:
    """One learner's submission: the file to grade, and every file that belongs to them."""

    learner: str
    # None when the learner's folder holds no submission file; a link when they handed one in
    chosen: Path | None
    skipped: tuple[Path, ...]
    files: tuple[Path, ...]  # none when `chosen` is a link: it is refused, never read
    cuts: tuple[Cut, ...] = ()  # the parts of the learner's folder that were not looked at

    def notes(self, root: Path) -> list[str]:
        skipped = [
            f"{label(path, root)} was not graded: {self.chosen_label(root)} was chosen "
            "(a notebook wins over other files, then the last by name)."
            for path in self.skipped
        ]
        return [
            *cut_notes(self.cuts, root),
            *first_notes(skipped, lambda count: f"{count} more files were not graded, too."),
        ]

    def chosen_label(self, root: Path) -> str:
        return label(self.chosen, root) if self.chosen else f"{self.learner}/"

    def content_hash(self, root: Path) -> str:
        """sha256 of the submission's bytes, or of the names and bytes of all the learner's
        submission files; empty when a file cannot be read, so it is tried on every run."""
        try:
            if len(self.files) == 1:
                return _file_digest(self.files[0]).hex()
            digest = hashlib.sha256()
            for path in self.files:
                digest.update(os.fsencode(path.relative_to(root)) + b"\0")
                digest.update(_file_digest(path))
            return digest.hexdigest()
        except OSError:
            return ""


@dataclass(frozen=True)
class ClassFolder:
    root: Path
    entries: list[Entry]
    strays: list[Path]  # files that are not submissions: skipped, listed in the summary


def find_submissions(root: Path) -> ClassFolder:
    shown = name_text(str(root))
    if not root.is_dir():
        raise KitError(f"{shown} is not a folder. `grade` takes a folder of submissions.")
    files: dict[str, list[Path]] = {}
    cuts: dict[str, tuple[Cut, ...]] = {}
    strays: list[Path] = []
    for path in sorted(root.iterdir()):
        if _ignored(path.name):
            continue
        if path.is_symlink() and path.is_dir():  # a learner's folder that is a link
            files.setdefault(path.name, []).append(path)
        elif path.is_dir():
            found = learner_files(path)
            files.setdefault(path.name, []).extend(found.submissions)
            strays += found.strays
            cuts[path.name] = found.cuts
        elif _is_submission(path):
            files.setdefault(path.stem, []).append(path)
        else:
            strays.append(path)
    entries = [
        entry(learner, paths, cuts.get(learner, ())) for learner, paths in sorted(files.items())
    ]
    if not entries:
        raise KitError(
            f"{shown} holds no submissions: put each learner's file ({suffixes()}) or .ipynb "
            "notebook in it, or one sub-folder per learner."
        )
    return ClassFolder(root, entries, strays)


@dataclass(frozen=True)
class LearnerFiles:
    submissions: list[Path]  # links among them are kept, to be refused
    strays: list[Path]  # the other files: skipped, listed in the summary
    cuts: tuple[Cut, ...]  # what of the folder was not looked at


def learner_files(folder: Path) -> LearnerFiles:
    """The files in one learner's folder, as far down as `walk` looks. Linked folders are
    not entered, nor are editor leftovers and hidden folders."""
    walked = walk(folder, skip=_ignored)
    submissions, strays = [], []
    for path in walked.files():
        if _is_submission(path):
            submissions.append(path)
        elif path.is_symlink() or path.is_file():
            strays.append(path)
    return LearnerFiles(submissions, strays, tuple(walked.cuts))


def entry(learner: str, paths: list[Path], cuts: tuple[Cut, ...] = ()) -> Entry:
    """The learner's entry, named in printable text. When their files include a link, the
    link is the file chosen, so that grading refuses it and says why; nothing is read
    through it."""
    learner = name_text(learner)
    links = [path for path in paths if path.is_symlink()]
    if links:
        return Entry(learner, links[0], (), (), cuts)
    chosen, skipped = _choose(paths)
    return Entry(learner, chosen, skipped, tuple(sorted(paths)), cuts)


def label(path: Path, root: Path) -> str:
    """How a file in the class folder is named in notes and reports."""
    return name_text(str(path.relative_to(root)))


def _file_digest(path: Path) -> bytes:
    """sha256 of a file's bytes, read a block at a time and no further than a submission may
    go: a file larger than that is refused unread, so its start tells its content well
    enough, and a huge (or sparse) file costs no more than that to hash."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while block := stream.read(BLOCK_BYTES):
            digest.update(block)
            if stream.tell() > MAX_SUBMISSION_BYTES:
                break
    return digest.digest()


def _choose(paths: list[Path]) -> tuple[Path | None, tuple[Path, ...]]:
    """The file to grade among a learner's submission files, and the ones left out."""
    candidates = sorted(
        (path for path in paths if path.suffix in SUBMISSION_SUFFIXES),
        key=lambda path: (path.suffix == ".ipynb", path.name, str(path)),
    )
    if not candidates:
        return None, ()
    return candidates[-1], tuple(candidates[:-1])


def _is_submission(path: Path) -> bool:
    """A file in one of the kit's languages or a notebook, or a link named like one (which
    grading refuses)."""
    return path.suffix in SUBMISSION_SUFFIXES and (path.is_symlink() or path.is_file())


def _ignored(name: str) -> bool:
    return name.startswith(".") or name in IGNORED_NAMES
