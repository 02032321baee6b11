"""Walking a folder without recursion and within bounds: every folder walk of the kit.

A learner chooses the shape of what they hand in: folders nested thousands deep (deeper than
Python's recursion limit, longer than a path may be), holding more files than anyone submits,
linked into themselves or out to the rest of the disk. `walk` keeps its own list of folders to
visit, so no depth stops Python; it never follows a symbolic link, so no link leads out of the
folder or round a loop; and it stops at a depth and at a number of entries. What it did not
look at is returned as `Cut`s, for the caller to say why on the learner's row; nothing about
the folder's shape raises. The kit's own folders are copied through it too (`copy_tree`).

`remove_tree` deletes a tree of any depth, as learner code may build in its working folder:
it has to go whole, so it is bounded by nothing but the tree, and it too keeps no recursion.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from grader.ground.errors import KitError
from grader.ground.text import first_notes, name_text

# Far deeper than anyone nests a submission.
MAX_DEPTH = 32
# Far more files and folders than one learner hands in, yet quick to list.
MAX_ENTRIES = 10_000
# How much of a long path a sentence shows, at each end.
SHOWN_CHARS = 60


@dataclass(frozen=True)
class Cut:
    """A folder whose contents were not all looked at, and why (the end of a sentence)."""

    folder: Path
    reason: str

    def sentence(self, root: Path) -> str:
        """The cut in one sentence, naming the folder by its path below `root` (or by its
        name, when it is `root`)."""
        below = self.folder.relative_to(root) if self.folder != root else self.folder.name
        return f"{shortened(name_text(str(below)))} {self.reason}"


@dataclass(frozen=True)
class Walked:
    """What a walk found: every entry it looked at (folders and links included, each folder's
    entries in name order, depth first), and what it left out."""

    entries: list[os.DirEntry[str]] = field(default_factory=list)
    cuts: list[Cut] = field(default_factory=list)

    def files(self) -> list[Path]:
        """Every entry that is not a folder (links included, never followed), in path order."""
        return sorted(Path(entry.path) for entry in self.entries if not _is_folder(entry))


def walk(
    folder: Path,
    skip: Callable[[str], bool] = lambda name: False,
    depth: int = MAX_DEPTH,
    entries: int = MAX_ENTRIES,
) -> Walked:
    """The entries below `folder`, down to `depth` levels (its own entries are level 1), at
    most `entries` of them; a name for which `skip` is true is neither listed nor entered.
    Links are listed, never followed. A folder that cannot be listed, lies deeper, holds
    paths longer than the system takes, or comes after the last entry allowed is a `Cut`."""
    walked = Walked()
    longest = _longest_path(folder)
    room = entries
    to_visit: list[tuple[Path, int]] = [(folder, 1)]
    while to_visit:
        current, level = to_visit.pop()
        if level > depth:
            if not _holds_anything(current):
                continue
            reason = f"was not looked into: what it holds lies more than {depth} folders deep."
            walked.cuts.append(Cut(current, reason))
            continue
        listed, complete = _listing(current, room, walked.cuts)
        room -= len(listed)
        kept = [entry for entry in listed if len(os.fsencode(entry.path)) <= longest]
        if len(kept) < len(listed):
            reason = (
                f"was not looked at in full: the paths of {len(listed) - len(kept)} things in "
                f"it are longer than the system takes ({longest} bytes)."
            )
            walked.cuts.append(Cut(current, reason))
        below = []
        for entry in sorted(kept, key=lambda entry: entry.name):
            if skip(entry.name):
                continue
            walked.entries.append(entry)
            if _is_folder(entry):
                below.append((Path(entry.path), level + 1))
        if not complete:
            reason = (
                f"was not looked at in full: no more than {entries:,} files and folders are "
                "looked at, so what comes after was not."
            )
            walked.cuts.append(Cut(current, reason))
            break
        to_visit.extend(reversed(below))  # the first by name is visited next
    return walked


def cut_notes(cuts: Sequence[Cut], root: Path) -> list[str]:
    """The cuts as notes, naming folders below `root`: the first few, then how many more."""
    return first_notes(
        [cut.sentence(root) for cut in cuts],
        lambda count: f"{count} more folders were not looked at in full, for reasons like these.",
    )


def _listing(folder: Path, room: int, cuts: list[Cut]) -> tuple[list[os.DirEntry[str]], bool]:
    """Up to `room` entries of `folder`, and whether that was all of them."""
    listed: list[os.DirEntry[str]] = []
    try:
        with os.scandir(folder) as found:
            for entry in found:
                if len(listed) == room:
                    return listed, False
                listed.append(entry)
    except OSError as problem:
        why = problem.strerror or type(problem).__name__
        cuts.append(Cut(folder, f"could not be read ({why}), so nothing in it was looked at."))
    return listed, True


def _holds_anything(folder: Path) -> bool:
    try:
        with os.scandir(folder) as found:
            return next(found, None) is not None
    except OSError:
        return True  # and what it holds cannot be looked at


def _longest_path(folder: Path) -> int:
    """The longest path, in bytes, that the system takes below `folder` (less than its
    PATH_MAX, which counts the closing NUL); a path longer than that cannot even be looked at."""
    try:
        return os.pathconf(folder, "PC_PATH_MAX") - 1
    except (OSError, ValueError):  # not said, or not a POSIX system: as on macOS
        return 1023


def _is_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:  # gone since it was listed
        return False


def shortened(text: str, chars: int = SHOWN_CHARS) -> str:
    """A long name shown by its two ends, so a sentence naming it stays short."""
    if len(text) <= 2 * chars + 1:
        return text
    return f"{text[:chars]}…{text[-chars:]}"


def built(name: str) -> bool:
    """What Python and packaging build inside the kit's folders, never copied out of them:
    bytecode, and the copy of the kit packed into a wheel."""
    return name in ("__pycache__", "_kit") or name.endswith(".pyc")


def grader_code_digest(suffix: str) -> bytes:
    """A digest of the kit's own files of one kind (`.py`, `.js`) as this process has them:
    each file's place in the package and its content, wherever its module lies."""
    import grader  # the package's folder, found from its top however the modules are laid out

    digest = hashlib.sha256()
    package = Path(grader.__file__).resolve().parent
    for path in (path for path in walk(package).files() if path.suffix == suffix):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.digest()


def copy_tree(source: Path, target: Path) -> None:
    """Copy one of the kit's own folders, built files left out. The kit's folders hold no
    links and no deep nesting; one that does is refused rather than copied half."""
    walked = walk(source, built)
    links = [Path(entry.path) for entry in walked.entries if entry.is_symlink()]
    if walked.cuts or links:
        problem = (
            walked.cuts[0].sentence(source)
            if walked.cuts
            else f"{shortened(name_text(str(links[0])))} is a symbolic link."
        )
        raise KitError(
            f"The kit's folder {name_text(str(source))} cannot be copied: {problem} Copy the "
            "files themselves into the kit, and keep its folders within "
            f"{MAX_DEPTH} levels and {MAX_ENTRIES:,} entries."
        )
    target.mkdir(parents=True)
    for entry in walked.entries:  # each folder is listed before what it holds
        path = Path(entry.path)
        copy = target / path.relative_to(source)
        if _is_folder(entry):
            copy.mkdir()
        else:
            shutil.copy2(path, copy)


# A folder opened to be emptied: never through a link, never anything but a folder.
_FOLDER_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)


def remove_tree(folder: Path) -> None:
    """Delete `folder` and everything in it, however deep, as `shutil.rmtree` does with
    `ignore_errors` but without recursion, so a tree that learner code built thousands of
    folders deep is deleted too. One folder is open at a time, each reached by name from its
    parent and left by `..`, checked to be the parent it came from, so what it deletes stays
    inside `folder` even if the tree is moved meanwhile; at anything it cannot delete it stops.
    A link in its place is deleted itself, never followed."""
    if folder.is_symlink():
        with contextlib.suppress(OSError):
            folder.unlink()
        return
    try:
        current = os.open(folder, _FOLDER_FLAGS)
    except OSError:
        return
    came_by: list[str] = []  # the name each folder below `folder` was entered by
    try:
        # From `folder` down to the open folder: each one's identity and sub-folders left.
        path = [(_identity(current), _emptied(current))]
        while True:
            sub_folders = path[-1][1]
            if sub_folders:
                name = sub_folders.pop()
                below = os.open(name, _FOLDER_FLAGS, dir_fd=current)
                os.close(current)
                current = below
                came_by.append(name)
                path.append((_identity(current), _emptied(current)))
                continue
            if len(path) == 1:
                break
            above = os.open("..", _FOLDER_FLAGS, dir_fd=current)
            os.close(current)
            current = above
            path.pop()
            if _identity(current) != path[-1][0]:
                return  # moved while being deleted: leave the rest
            os.rmdir(came_by.pop(), dir_fd=current)
    except OSError:
        return
    finally:
        os.close(current)
    with contextlib.suppress(OSError):
        os.rmdir(folder)


def _emptied(folder: int) -> list[str]:
    """Delete every entry of the open `folder` that is not a folder; its folders' names."""
    sub_folders = []
    with os.scandir(folder) as entries:
        for entry in entries:
            if _is_folder(entry):
                sub_folders.append(entry.name)
            else:
                with contextlib.suppress(OSError):
                    os.unlink(entry.name, dir_fd=folder)
    return sub_folders


def _identity(folder: int) -> tuple[int, int]:
    found = os.fstat(folder)
    return found.st_dev, found.st_ino
