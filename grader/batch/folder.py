"""Finding the submissions in a class folder: one per learner, named after its file or folder.

A learner is a `.py` or `.ipynb` file directly in the folder (the learner id is the file name
without its suffix), or a sub-folder (the learner id is the folder's name) holding such files
at any depth. When one learner has several submission files, one is graded: a notebook wins
over `.py` files, and among files of the same kind the last in name order (so `attempt2.py`
beats `attempt1.py`); the others are named in the notes.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from grader.errors import KitError

SUBMISSION_SUFFIXES = (".ipynb", ".py")
# Editor and Jupyter leftovers that no learner means to submit.
IGNORED_NAMES = frozenset({"__pycache__", ".ipynb_checkpoints"})


@dataclass(frozen=True)
class Entry:
    """One learner's submission: the file to grade, and every file that belongs to them."""

    learner: str
    chosen: Path | None  # None when the learner's folder holds no submission file
    skipped: tuple[Path, ...]
    files: tuple[Path, ...]

    def notes(self, root: Path) -> list[str]:
        return [
            f"{path.relative_to(root)} was not graded: {self.chosen_label(root)} was chosen "
            "(a notebook wins over .py files, then the last by name)."
            for path in self.skipped
        ]

    def chosen_label(self, root: Path) -> str:
        return str(self.chosen.relative_to(root)) if self.chosen else f"{self.learner}/"

    def content_hash(self, root: Path) -> str:
        """sha256 of the submission's bytes, or of the names and bytes of all the learner's
        submission files; empty when a file cannot be read, so it is tried on every run."""
        try:
            if len(self.files) == 1:
                return hashlib.sha256(self.files[0].read_bytes()).hexdigest()
            digest = hashlib.sha256()
            for path in self.files:
                digest.update(f"{path.relative_to(root)}\0".encode())
                digest.update(hashlib.sha256(path.read_bytes()).digest())
            return digest.hexdigest()
        except OSError:
            return ""


@dataclass(frozen=True)
class ClassFolder:
    root: Path
    entries: list[Entry]
    strays: list[Path]  # files that are not submissions: skipped, listed in the summary


def find_submissions(root: Path) -> ClassFolder:
    if not root.is_dir():
        raise KitError(f"{root} is not a folder. `grade` takes a folder of submissions.")
    files: dict[str, list[Path]] = {}
    strays: list[Path] = []
    for path in sorted(root.iterdir()):
        if _ignored(path):
            continue
        if path.is_dir() and not path.is_symlink():
            files.setdefault(path.name, []).extend(_files_under(path, strays))
        elif _is_submission(path):
            files.setdefault(path.stem, []).append(path)
        else:
            strays.append(path)
    entries = [_entry(learner, paths) for learner, paths in sorted(files.items())]
    if not entries:
        raise KitError(
            f"{root} holds no submissions: put each learner's .py or .ipynb file in it, "
            "or one sub-folder per learner."
        )
    return ClassFolder(root, entries, strays)


def choose(paths: list[Path]) -> tuple[Path | None, tuple[Path, ...]]:
    """The file to grade among a learner's submission files, and the ones left out."""
    candidates = sorted(
        (path for path in paths if path.suffix in SUBMISSION_SUFFIXES),
        key=lambda path: (path.suffix == ".ipynb", path.name, str(path)),
    )
    if not candidates:
        return None, ()
    return candidates[-1], tuple(candidates[:-1])


def _entry(learner: str, paths: list[Path]) -> Entry:
    chosen, skipped = choose(paths)
    return Entry(learner, chosen, skipped, tuple(sorted(paths)))


def _files_under(folder: Path, strays: list[Path]) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if any(_ignored(Path(part)) for part in path.relative_to(folder).parts):
            continue
        if path.is_symlink() or (path.is_file() and not _is_submission(path)):
            strays.append(path)
        elif path.is_file():
            found.append(path)
    return found


def _is_submission(path: Path) -> bool:
    return path.suffix in SUBMISSION_SUFFIXES and not path.is_symlink() and path.is_file()


def _ignored(path: Path) -> bool:
    return path.name.startswith(".") or path.name in IGNORED_NAMES
