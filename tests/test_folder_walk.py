"""Folders of any shape a learner can hand in, or their code can build, are walked and
deleted without raising: any depth (past Python's recursion limit and PATH_MAX), width, links
(into themselves, out of the folder, to nothing) and names (any text, bytes that are not
UTF-8). The trees are generated; a class with such a folder is graded in test_class_shapes.py."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_support import nest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grader.ground.errors import KitError
from grader.ground.walk import MAX_DEPTH, copy_tree, cut_notes, remove_tree, walk
from grader.platforms.gradescope.bundle import _zip

# Folders the grader reads, no learner code: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent

SHAPES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture
def scratch() -> Iterator[Path]:
    """A folder of its own, deleted however deep the test made it."""
    folder = Path(tempfile.mkdtemp())
    yield folder
    remove_tree(folder)


FILE = "file"
# Where a generated link points: up, at itself, at the root of the disk, at nothing.
LINK_TARGETS = ("..", ".", "../..", "/", "missing", "/etc/passwd")

# Names of every kind a file system takes: any text but '/' and NUL, and bytes that are not
# UTF-8 (which Python keeps as lone surrogates).
text_names = st.text(
    st.characters(blacklist_characters="/\x00", blacklist_categories=["Cs"]), min_size=1
).filter(lambda name: name not in (".", "..") and len(os.fsencode(name)) <= 255)
byte_names = (
    st.binary(min_size=1, max_size=40)
    .filter(lambda name: b"/" not in name and b"\0" not in name and name not in (b".", b".."))
    .map(os.fsdecode)
)
names = st.one_of(text_names, byte_names)
links = st.sampled_from(LINK_TARGETS).map(lambda target: ("link", target))
trees = st.recursive(
    st.dictionaries(names, st.one_of(st.just(FILE), links), max_size=4),
    lambda below: st.dictionaries(names, st.one_of(below, st.just(FILE), links), max_size=4),
    max_leaves=25,
)


@st.composite
def deep_trees(draw: st.DrawFn) -> dict[str, Any]:
    """A generated tree at the bottom of a chain of folders."""
    tree: dict[str, Any] = draw(trees)
    for _ in range(draw(st.integers(0, 12))):
        tree = {draw(names): tree}
    return tree


def build(folder: Path, tree: dict[str, Any]) -> dict[Path, str]:
    """Make `tree` in `folder`; every path made (relative), and what it is."""
    made: dict[Path, str] = {}
    to_make = [(folder, tree)]
    while to_make:
        parent, children = to_make.pop()
        for name, child in children.items():
            path = parent / name
            made[path.relative_to(folder)] = "folder" if isinstance(child, dict) else FILE
            if isinstance(child, dict):
                path.mkdir()
                to_make.append((path, child))
            elif child == FILE:
                path.write_bytes(b"x")
            else:
                path.symlink_to(child[1])
    return made


def found(folder: Path, depth: int = MAX_DEPTH, entries: int = 10_000) -> set[Path]:
    walked = walk(folder, depth=depth, entries=entries)
    paths = [Path(entry.path).relative_to(folder) for entry in walked.entries]
    assert len(paths) == len(set(paths)), "an entry was listed twice"
    return set(paths)


@SHAPES
@given(tree=deep_trees())
def test_a_walk_within_its_bounds_finds_everything_and_follows_no_link(tree: Any) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "learner"
        folder.mkdir()
        made = build(folder, tree)
        walked = walk(folder, depth=64)
        assert walked.cuts == []
        assert found(folder, depth=64) == set(made)
        files = {path.relative_to(folder) for path in walked.files()}
        assert files == {path for path, kind in made.items() if kind == FILE}


@SHAPES
@given(tree=deep_trees(), depth=st.integers(1, 6), entries=st.integers(0, 30))
def test_a_walk_stops_at_its_bounds_and_says_where(tree: Any, depth: int, entries: int) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "learner"
        folder.mkdir()
        made = build(folder, tree)
        walked = walk(folder, depth=depth, entries=entries)
        seen = found(folder, depth=depth, entries=entries)
        assert seen <= set(made), "something outside the tree was listed"
        assert len(seen) <= entries
        assert all(len(path.parts) <= depth for path in seen)
        # Whatever was left out is said; nothing is said when nothing was left out.
        assert bool(walked.cuts) == (seen != set(made))
        for note in cut_notes(walked.cuts, folder.parent):
            assert note.startswith("learner") and len(note) < 400


def test_a_folder_1200_deep_is_cut_at_the_bound_not_walked(scratch: Path) -> None:
    folder = scratch / "learner"
    nest(folder, 1200, bottom=("deepest.py", b""))
    (folder / "solution.py").write_text("def solve(a, b): return []\n")
    walked = walk(folder)
    assert [path.name for path in walked.files()] == ["solution.py"]
    (cut,) = cut_notes(walked.cuts, scratch)
    assert cut.startswith("learner/d/d/") and f"more than {MAX_DEPTH} folders deep" in cut


def test_a_walk_never_enters_a_link_even_one_to_its_own_folder(scratch: Path) -> None:
    folder = scratch / "learner"
    (folder / "inner").mkdir(parents=True)
    (folder / "inner" / "up").symlink_to("..")
    (folder / "root").symlink_to("/")
    walked = walk(folder)
    assert sorted(Path(e.path).relative_to(folder).as_posix() for e in walked.entries) == [
        "inner",
        "inner/up",
        "root",
    ]
    assert walked.cuts == []


def test_a_path_longer_than_the_system_takes_is_cut_not_raised(scratch: Path) -> None:
    folder = scratch / "learner"
    nest(folder, 20, "n" * 250)  # 20 names of 250 bytes: past PATH_MAX within the depth bound
    walked = walk(folder)
    assert all(len(os.fsencode(entry.path)) < 4096 for entry in walked.entries)
    assert any("longer than the system takes" in note for note in cut_notes(walked.cuts, scratch))


def test_many_cuts_make_few_notes(scratch: Path) -> None:
    folder = scratch / "learner"
    for number in range(20):
        (folder / f"f{number}" / "deeper").mkdir(parents=True)
        (folder / f"f{number}" / "deeper" / "x.py").write_text("")
    notes = cut_notes(walk(folder, depth=1).cuts, scratch)
    assert len(notes) == 6 and notes[-1].startswith("15 more folders were not looked at")


@SHAPES
@given(tree=deep_trees())
def test_remove_tree_deletes_the_tree_and_nothing_its_links_point_at(tree: Any) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        outside = Path(scratch) / "outside.txt"
        outside.write_text("keep")
        folder = Path(scratch) / "learner"
        folder.mkdir()
        build(folder, tree)
        (folder / "out").symlink_to(outside)
        remove_tree(folder)
        assert not folder.exists()
        assert outside.read_text() == "keep"


def test_remove_tree_deletes_a_tree_deeper_than_recursion_and_paths_go(scratch: Path) -> None:
    folder = scratch / "scratch"
    nest(folder, 3000, bottom=("file", b"x"))  # past Python's recursion limit and PATH_MAX
    remove_tree(folder)
    assert not folder.exists()


def test_remove_tree_deletes_a_link_in_its_place_and_not_what_it_points_at(scratch: Path) -> None:
    target = scratch / "elsewhere"
    target.mkdir()
    (target / "kept.txt").write_text("keep")
    (scratch / "records").symlink_to(target)
    remove_tree(scratch / "records")
    assert not (scratch / "records").is_symlink()
    assert (target / "kept.txt").read_text() == "keep"


def test_remove_tree_stops_at_what_it_cannot_read_without_raising(
    scratch: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = scratch / "scratch"
    (folder / "inner").mkdir(parents=True)

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patched:
        patched.setattr(os, "scandir", refuse)
        remove_tree(folder)
    assert (folder / "inner").is_dir()  # left as it was, and nothing raised


def test_the_kits_folders_are_copied_and_zipped_whole_or_refused(scratch: Path) -> None:
    kit = scratch / "kit"
    (kit / "__pycache__").mkdir(parents=True)
    (kit / "__pycache__" / "x.pyc").write_bytes(b"")
    (kit / "checks.py").write_text("")
    copy_tree(kit, scratch / "copy")
    assert sorted(path.name for path in (scratch / "copy").iterdir()) == ["checks.py"]
    nest(kit, MAX_DEPTH + 1, bottom=("deepest.py", b""))
    with pytest.raises(KitError, match=r"cannot be copied: d/d/.*more than 32 folders deep"):
        copy_tree(kit, scratch / "again")
    with pytest.raises(KitError, match="bundle cannot be written whole"):
        _zip(kit, scratch / "bundle.zip")
    remove_tree(kit / "d")
    (kit / "link.py").symlink_to("/etc/passwd")
    with pytest.raises(KitError, match=r"link\.py is a symbolic link"):
        copy_tree(kit, scratch / "linked")
