"""Helpers for the class tests: copies of the fixture class, the CLI, and gradebook rows."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
# Learners of the first fixture lesson (tests/fixtures/kit): every kind of submission the kit
# meets (files, folders, notebooks, JavaScript) and every kind of mistake.
FIXTURE_KIT = REPO / "tests" / "fixtures" / "kit"
SAMPLE_CLASS = REPO / "tests" / "fixtures" / "class" / "unretrieved-ids"
SLUG = "unretrieved-ids"

# The verdict for every learner of the fixture class.
EXPECTED = {
    **dict.fromkeys(
        ["aisha", "bruno", "chiara", "deniz", "emeka", "fatima", "goran", "hana", "ivan"],
        "pass",
    ),
    "ada": "pass",  # in JavaScript
    "yara": "fail",  # in JavaScript: a plain object's inherited names count as retrieved
    **dict.fromkeys(["jun", "lena", "marta"], "pass"),
    **dict.fromkeys(
        ["hugo", "kwame", "lucia", "mateo", "nadia", "oskar", "priya", "quinn", "rosa"],
        "fail",
    ),
    **dict.fromkeys(["sven", "tariq", "uma", "viktor", "wei", "xavier", "yusuf", "zara"], "fail"),
    "abel": "todo",
    **dict.fromkeys(["beatriz", "cyril", "dmitri", "elio", "farah", "gustav", "nils"], "error"),
}


def copy_class(destination: Path, learners: list[str] | None = None) -> Path:
    """The fixture class, or some of its learners (file or folder), copied to `destination`."""
    if learners is None:
        shutil.copytree(SAMPLE_CLASS, destination)
        return destination
    destination.mkdir(parents=True)
    for path in SAMPLE_CLASS.iterdir():
        if (path.stem if path.is_file() else path.name) in learners:
            copy = shutil.copytree if path.is_dir() else shutil.copy2
            copy(path, destination / path.name)
    return destination


def cli(*args: str | Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "grader", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=environment(),
        timeout=timeout,
    )


def grade_command(folder: Path, gradebook: Path, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "grader",
        "grade",
        str(folder),
        "--exercise",
        SLUG,
        "--gradebook",
        str(gradebook),
        *extra,
    ]


def environment() -> dict[str, str]:
    """This environment, with the fixture kit as the kit's root."""
    return {**os.environ, "CITEKIT_HOME": str(FIXTURE_KIT)}


def rows(gradebook: Path) -> dict[str, dict[str, Any]]:
    """The gradebook's rows by learner, read the way any SQLite client would: the key columns,
    and the fields of the report kept as JSON."""
    with sqlite3.connect(gradebook) as db:
        db.row_factory = sqlite3.Row
        found = db.execute("SELECT * FROM grades").fetchall()
    by_learner = {row["learner"]: {**json.loads(row["report"]), **dict(row)} for row in found}
    assert len(by_learner) == len(found), "a learner has more than one row"
    return by_learner


def nest(
    folder: Path, depth: int, name: str = "d", bottom: tuple[str, bytes] | None = None
) -> None:
    """Folders named `name`, `depth` deep below `folder` (made), each made from the last one
    opened, so that neither the recursion limit nor PATH_MAX stops it (as os.makedirs is
    stopped); `bottom` is a file (name, bytes) put in the deepest. Delete the tree with
    `grader.ground.walk.remove_tree`: shutil.rmtree meets the same limits."""
    folder.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for _ in range(depth):
            os.mkdir(name, dir_fd=descriptor)
            below = os.open(name, os.O_RDONLY | os.O_DIRECTORY, dir_fd=descriptor)
            os.close(descriptor)
            descriptor = below
        if bottom:
            file = os.open(bottom[0], os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=descriptor)
            with os.fdopen(file, "wb") as stream:
                stream.write(bottom[1])
    finally:
        os.close(descriptor)
