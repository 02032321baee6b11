"""Nothing a child leaves on disk outlives grading: in the weaker layer each child works in a
folder of its own on the host's disk, which it may fill with a tree thousands deep; the
folder goes when the child is ended, and if that deletion is cut short (a check's deadline
can land in it), when the session closes."""

from __future__ import annotations

from pathlib import Path

import pytest

import grader.sandbox.process
from grader.sandbox.isolation import choose_layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import Unit
from grader.sandbox.session import Session

BUILDS_DEEP = """\
import os

for _ in range(1500):
    os.mkdir("d")
    os.chdir("d")

def solve(citations, retrieved_ids):
    return []
"""


def test_every_childs_working_folder_is_gone_once_the_session_closes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = Session(
        [Unit("deep.py", BUILDS_DEEP)], "solve", 2, Limits(), choose_layer(use_bubblewrap=False)
    )
    left: list[Path] = []
    with monkeypatch.context() as patched:
        # As if a deadline cut short each child's own deletion of its folder.
        patched.setattr(grader.sandbox.process, "remove_tree", left.append)
        try:
            session.start()
            session.renew()  # a second child, in a folder of its own
            session.call(([], []))
            assert len(left) == 1 and (left[0] / "d" / "d").is_dir()
        finally:
            session.close()
    assert len(left) == 2 and left[0] != left[1]
    assert not any(folder.exists() for folder in left)
