"""Recorded inputs: a property's generated inputs, replayed instead of generated again.

Under the grading profile (derandomized) Hypothesis generates the same inputs, in the same
order, for every submission that passes a property: what it draws next depends on its seed
(a digest of the property's source) and on what it drew before, never on the answers. So the
inputs of a full run that passed are recorded once, and later submissions are checked on
them, in the same order, by the property's own code, without Hypothesis generating anything.

The first replayed input that fails hands the property back to Hypothesis for a full run,
which meets the same failure and shrinks it as it always did: a verdict, its message and its
smallest input are the full run's. A property that passes every replayed input passes the
full run too, since the full run would try exactly those inputs.

A record is tied to what decides the inputs: the source file of the property (its
strategies), the grader's own code (the grading profile), and the versions of Hypothesis and
Python; any change gives another key, so a stale record is never read, and the next full run
that passes records again. A record carries a digest of its content; one that is damaged, or
unreadable, is ignored. Records are a cache of the grader's user (`XDG_CACHE_HOME`), never
beside a submission, so a fresh clone or a learner copy makes its own on its first check.
A verdict never rests on a file learner code could have written: in the weaker layer, where
learner code runs as the grader's own user, records are neither read nor written (every
property is a full run there), and once its child's processes are ended every record is
deleted, so whatever that code wrote in the records' folder is never read. (That layer can
rewrite the kit itself just as well, which is why `grade` refuses it by default.)
"""

from __future__ import annotations

import contextlib
import copy
import functools
import hashlib
import importlib.util
import inspect
import marshal
import os
import sys
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from grader.ground.atomic import write_whole
from grader.ground.walk import grader_code_digest, remove_tree
from grader.lesson.checks.compare import same
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.checks.trial import Trial

FORMAT = b"citekit-recorded-inputs-1"
Inputs = list[dict[str, Any]]  # the keyword arguments of each example, in the order tried
_replaying: ContextVar[bool] = ContextVar("replaying", default=True)  # off under `full_runs`


def run_property(spec: CheckSpec, trial: Trial) -> None:
    """Run a property check: on its recorded inputs when there is a current record, else (or
    when one fails) as a full Hypothesis run, recording the inputs of a full run that passes."""
    # Where learner code can write the grader's files, a record could have been forged by an
    # earlier submission: nothing is read or recorded then, nor under `full_runs`.
    replaying = _replaying.get() and not trial.session.reaches_grader_files
    path = record_path(spec) if replaying else None
    inputs = read_record(path) if path else None
    mark = trial.session.history_mark()
    if inputs is not None and _replayed(spec, trial, inputs):
        return
    if inputs is not None:  # the full run starts where the replay did, calls and all
        trial.session.rewind(mark)
    if inputs is not None or path is None:  # the record is current: nothing to record
        spec.run(trial)
        return
    tried = _observed_run(spec, trial)
    with contextlib.suppress(OSError, ValueError):  # a cache: grading goes on without it
        write_record(path, tried)


def _replayed(spec: CheckSpec, trial: Trial, inputs: Inputs) -> bool:
    """Whether every recorded input passes. A failure is left for the full run to find again
    and shrink, so the trial is put back as it was; an exception that stops a property at
    once in a full run too (a call that stopped, the submission's time used up) is raised."""
    test = spec.each_example
    calls = trial.calls
    try:
        for kwargs in inputs:
            test(trial, **kwargs)
    except Exception:
        trial.calls, trial.last = calls, None
        return False
    return True


def _observed_run(spec: CheckSpec, trial: Trial) -> Inputs:
    """The full Hypothesis run, noting the inputs of each example it tries. It returns only
    when the property passed, and then those are the inputs it generates for any submission
    that passes."""
    handle = spec.hypothesis_test.hypothesis
    test = handle.inner_test
    tried: Inputs = []
    handle.inner_test = observing(test, trial, tried)
    try:
        spec.run(trial)
    finally:
        handle.inner_test = test
    return tried


@contextlib.contextmanager
def full_runs() -> Iterator[None]:
    """Every property a full Hypothesis run while in this block, no record read or written:
    a known solution's stored report (`known_results`) is the ground truth replays are
    proved against."""
    token = _replaying.set(False)
    try:
        yield
    finally:
        _replaying.reset(token)


def observing(test: Callable[..., None], trial: Trial, tried: Inputs) -> Callable[..., None]:
    """`test`, noting the inputs of each call in `tried`. functools.wraps keeps the source and
    the signature Hypothesis derives its seed from, so an observed run draws what an
    unobserved one does."""

    @functools.wraps(test)
    def observed(*args: Any, **kwargs: Any) -> None:
        # Hypothesis passes the trial by its parameter's name, with the generated inputs;
        # they are copied before the property's code can change them.
        tried.append(copy.deepcopy({k: v for k, v in kwargs.items() if v is not trial}))
        test(*args, **kwargs)

    return observed


def record_path(spec: CheckSpec) -> Path | None:
    """Where the record of `spec`'s inputs lives for this version of everything that decides
    them; None when the property's source cannot be read (nothing to key a record on)."""
    test = spec.function  # the property as written, not the kit's wrappers
    try:
        source = Path(inspect.getsourcefile(test) or "").read_bytes()
    except (OSError, TypeError):
        return None
    key = hashlib.sha256(FORMAT)
    for part in (environment_digest(), source, spec.id.encode(), test.__qualname__.encode()):
        key.update(hashlib.sha256(part).digest())
    return records_folder() / f"{spec.id}-{key.hexdigest()[:32]}.bin"


def records_folder() -> Path:
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "citekit" / "recorded-inputs"


@functools.cache
def environment_digest() -> bytes:
    """A digest of what decides the inputs besides a property's own file: the grader's code as
    this process loaded it, and the versions of Hypothesis and Python (which decide a known
    solution's report too: `known_results`)."""
    digest = hashlib.sha256(sys.version.encode())
    digest.update(grader_code_digest(".py"))
    digest.update(_hypothesis_version())
    return digest.digest()


def _hypothesis_version() -> bytes:
    """Hypothesis' installed version: the name of its distribution's folder beside the package,
    as pip installs it, found without importing Hypothesis or `importlib.metadata` (which costs
    a `check` more than the rest of this key); else `importlib.metadata`'s word."""
    spec = importlib.util.find_spec("hypothesis")
    if spec is not None and spec.origin:
        folders = Path(spec.origin).parent.parent.glob("hypothesis-*.dist-info")
        names = sorted(folder.name for folder in folders)
        if len(names) == 1:
            return names[0].encode()
    from importlib import metadata

    return metadata.version("hypothesis").encode()


def forget_records() -> None:
    """Delete the records' folder and everything in it; the next full runs record again."""
    remove_tree(records_folder())  # learner code in the weaker layer may have built it


def read_record(path: Path) -> Inputs | None:
    """The recorded inputs, or None when there is no record, or it is damaged or not of the
    shape written (it is then ignored, and written again by the next full run that passes)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    header, _, body = data.partition(b"\n\n")
    if header != FORMAT + b"\n" + hashlib.sha256(body).hexdigest().encode():
        return None
    try:
        inputs = marshal.loads(body)
    except (EOFError, ValueError, TypeError):
        return None
    # A full run tries at least one input: an empty record would pass anything.
    if type(inputs) is not list or not inputs or not all(map(_is_kwargs, inputs)):
        return None
    return inputs


def _is_kwargs(example: Any) -> bool:
    return type(example) is dict and all(type(name) is str for name in example)


def write_record(path: Path, inputs: Inputs) -> None:
    """Write the record whole or not at all (a new file moved into place), and only when
    the inputs read back exactly as they are (types and all); ValueError otherwise."""
    body = marshal.dumps(inputs)
    if not same(marshal.loads(body), inputs):
        raise ValueError("these inputs do not survive being recorded")
    header = FORMAT + b"\n" + hashlib.sha256(body).hexdigest().encode()
    write_whole(path, header + b"\n\n" + body)
