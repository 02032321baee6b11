"""`citekit grade FOLDER`: every submission in a class folder, graded in parallel into the
gradebook.

Each grade already runs the learner's code in a child process, but the grader's own side
(Hypothesis generating and shrinking inputs, comparing answers) is CPU-bound Python, so the
submissions are spread over a pool of processes rather than threads. Only this process writes
the gradebook, one transaction per result as it arrives. Work is handed out a few tasks at a
time and each task is looked up in the gradebook just before it is handed out, so a second run
on the same gradebook mostly skips what the first has graded meanwhile. A submission counts as
graded only for the same content under the same version of its lesson (`Lesson.version`): once
an instructor fixes a check or the reference, the verdicts reached before are reached again.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, replace
from multiprocessing.context import BaseContext
from pathlib import Path
from typing import NoReturn

from tqdm import tqdm

from grader.classroom.folder import ClassFolder, Entry, find_submissions
from grader.classroom.gradebook import Gradebook, Row, Standing
from grader.classroom.task import Graded, Settings, Task, grade_task
from grader.ground.errors import KitError
from grader.lesson.lessons import find_lesson
from grader.sandbox.isolation import Layer
from grader.sandbox.reaper import dedicate, end_with, sweep

STOP_SECONDS = 3


@dataclass(frozen=True)
class ClassRun:
    folder: ClassFolder
    gradebook: Path
    graded: int  # graded by this run
    already: int  # found graded for the same content under the same lesson, so skipped
    lesson_changed: int  # of those graded, the ones graded before for the same content, but
    # under another version of their lesson
    jobs: int
    seconds: float
    rows: list[Row]  # the gradebook's rows for this folder's submissions, after the run


def default_jobs() -> int:
    """The cores this process may use."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def grade_class(
    folder: Path,
    gradebook: Path,
    settings: Settings,
    jobs: int,
    regrade: bool = False,
    choose_layer: Callable[[], Layer] | None = None,
    announce_lesson_changed: Callable[[int], None] | None = None,
) -> ClassRun:
    """`choose_layer` picks the isolation layer once there is something to grade: trying
    bubblewrap starts a sandbox, which a run that finds everything graded need not pay for.
    `announce_lesson_changed` is told, before grading starts, how many submissions are graded
    again because their lesson changed since, when any are."""
    started = time.monotonic()
    found = find_submissions(folder)
    if gradebook.resolve().is_relative_to(found.root.resolve()):
        raise KitError(
            f"The gradebook {gradebook} must not be inside the submissions folder {folder}, "
            "where learner code could reach it; leave out --gradebook to put it beside."
        )
    exercise = settings.exercise or ""
    # The lesson's files as they are now: a verdict reached under other ones may not stand.
    version = find_lesson(exercise).version if exercise else ""
    book = Gradebook(gradebook)
    try:

        def standing(task: Task) -> Standing:
            return book.standing(task.learner, exercise, task.content_hash, version)

        def needed(task: Task) -> bool:
            return regrade or standing(task) is not Standing.GRADED

        tasks = [_task(entry, found.root, settings) for entry in found.entries]
        changed = {task.learner for task in tasks if standing(task) is Standing.LESSON_CHANGED}
        pending = [task for task in tasks if needed(task)]
        if changed and announce_lesson_changed:
            announce_lesson_changed(len(changed))
        if pending and choose_layer:
            chosen = replace(settings, layer=choose_layer())
            pending = [replace(task, settings=chosen) for task in pending]
        graded = regraded = 0
        if pending:
            with worker_pool(jobs) as pool, _progress(len(pending)) as bar:
                for result in _dispatch(pool, pending, 2 * jobs, needed):
                    book.record(result)
                    graded += 1
                    regraded += result.task.learner in changed
                    bar.update()
        # This folder's rows, one per learner: a learner may have rows for other lessons'
        # folders too. They are what `report` and `export` count for this lesson.
        rows = [
            row for row in book.rows({task.learner for task in tasks}) if row.exercise == exercise
        ]
    finally:
        book.close()
    return ClassRun(
        found,
        gradebook,
        graded,
        len(tasks) - graded,
        regraded,
        jobs,
        time.monotonic() - started,
        rows,
    )


def _task(entry: Entry, root: Path, settings: Settings) -> Task:
    return Task(
        entry.learner,
        entry.chosen,
        entry.chosen_label(root),
        entry.content_hash(root),
        settings,
        entry.notes(root),
    )


def _dispatch(
    pool: Executor, tasks: list[Task], window: int, needed: Callable[[Task], bool]
) -> Iterator[Graded]:
    """Results as they finish, with at most `window` tasks handed out at once."""
    queue = iter(tasks)
    running: set[Future[Graded]] = set()

    def refill() -> None:
        while len(running) < window:
            task = next((task for task in queue if needed(task)), None)
            if task is None:
                return
            running.add(pool.submit(grade_in_worker, task))

    refill()
    while running:
        done, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in done:
            running.discard(future)
            yield future.result()
        refill()


def grade_in_worker(task: Task) -> Graded:
    """`grade_task` in a pool worker, which then ends whatever the learner's code left running
    (see `reaper`): the next submission starts with nothing of this one's."""
    try:
        return grade_task(task)
    finally:
        sweep()


@contextmanager
def worker_pool(jobs: int) -> Iterator[Executor]:
    """Worker processes that already have the grader imported. On Ctrl-C, SIGTERM or an error
    the workers are stopped at once, each killing the learner code it was running, and waited
    for; if this process is killed, they notice and stop (`start_worker`)."""
    context: BaseContext = multiprocessing.get_context("spawn")
    if "forkserver" in multiprocessing.get_all_start_methods():
        forkserver = multiprocessing.get_context("forkserver")
        forkserver.set_forkserver_preload([__name__])
        _start_forkserver()
        context = forkserver
    pool = ProcessPoolExecutor(
        jobs, mp_context=context, initializer=start_worker, initargs=(os.getpid(),)
    )
    try:
        yield pool
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        workers = multiprocessing.active_children()
        for process in workers:
            process.terminate()
        for process in workers:
            process.join(STOP_SECONDS + 1)
            if process.is_alive():
                process.kill()
        raise
    pool.shutdown()


def _start_forkserver() -> None:
    """Start the workers' server in the folder the kit is imported from. It starts as
    `python -c`, which puts its working folder first on sys.path: started in the current
    folder (`citekit grade .` inside a class folder), it would import a learner's `tqdm.py`
    there in place of the module, as the grader. The workers it starts go back to the current
    folder, with this process's sys.path."""
    from multiprocessing import forkserver

    here = os.getcwd()
    os.chdir(Path(__file__).resolve().parents[2])
    try:
        forkserver.ensure_running()
    finally:
        os.chdir(here)


def _progress(total: int) -> tqdm[NoReturn]:
    """A progress bar on stderr, only for a person watching a terminal."""
    return tqdm(
        total=total,
        unit="submission",
        file=sys.stderr,
        disable=not sys.stderr.isatty(),
        dynamic_ncols=True,
    )


def start_worker(run: int) -> None:
    """Pool initializer. Ctrl-C reaches the whole process group: the parent alone decides what
    happens. SIGTERM unwinds `grade`, whose cleanup kills the learner's child process. The
    worker keeps the learner's processes as a last resort (`reaper`), and ends with them as
    soon as the run (`run`, its pid) is gone, even SIGKILLed: the worker's parent is the
    forkserver, which would wait for the workers, and they for work, for ever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _stop)
    dedicate(sweep_at_exit=False)
    end_with(run)


def _stop(*_: object) -> None:
    # The exit below can be swallowed (a broad `except` in a check, a garbage-collector
    # callback); SIGALRM's default action then ends the worker regardless.
    signal.alarm(STOP_SECONDS)
    sys.exit(1)
