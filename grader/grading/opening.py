"""A submission's session, opened apart from the checks machinery: `check` opens it as soon as
it knows the lesson and the submission, so that the child starts while the grader imports the
rest, and `grade` takes it from there."""

from __future__ import annotations

import contextlib
import functools

from grader.grading.submission import Submission
from grader.lesson.lessons import Lesson
from grader.sandbox.in_process import IN_PROCESS, InProcessSession
from grader.sandbox.isolation import Layer, choose_layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildStopped
from grader.sandbox.session import Nursery, Session


def open_session(
    lesson: Lesson,
    submission: Submission,
    limits: Limits | None = None,
    layer: Layer | None = None,
    nursery: Nursery | None = None,
) -> Session:
    """The session that runs `submission` for `lesson`, its first child started: in `layer`
    (by default the strongest one available), under `limits` (by default the lesson's), its
    answers read in the types the lesson declares, its children taken from `nursery` where
    some wait there."""
    layer = layer or choose_layer()
    language = submission.language
    in_process = layer is IN_PROCESS  # no process can be started: none is started ahead
    session = (InProcessSession if in_process else Session)(
        submission.units,
        lesson.function,
        len(lesson.parameters),
        limits or lesson.limits,
        layer,
        language.runtime,
        functools.partial(language.as_declared, annotation=lesson.returns),
        None if in_process else nursery,
    )
    with contextlib.suppress(ChildStopped):  # `grade` starts it again, and says why it stops
        session.launch()
    return session
