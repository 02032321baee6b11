"""The learner's commands: `check`, `list` and `hint`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grader.cli.sandbox_options import add_sandbox_options, chosen_layer, chosen_limits

if TYPE_CHECKING:
    from grader.languages import Language
    from grader.lesson.lessons import Lesson


def add_commands(commands: Any) -> None:
    """Register the learner's commands on the command line's subparsers."""
    from grader.languages import ALL, suffixes

    check = commands.add_parser("check", help=f"grade one file ({suffixes()}) or .ipynb notebook")
    check.add_argument("submission", type=Path, help="the file where you wrote your function")
    check.add_argument("--exercise", metavar="SLUG", help="the lesson (inferred when unambiguous)")
    check.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    add_sandbox_options(check)
    check.set_defaults(run=run_check)

    listing = commands.add_parser("list", help="list the lessons")
    listing.set_defaults(run=run_list)

    hint = commands.add_parser("hint", help="show a lesson's hints, one stage at a time")
    hint.add_argument("slug", help="the lesson")
    hint.add_argument("stage", nargs="?", type=int, default=1, help="the stage (1 first)")
    languages = hint.add_mutually_exclusive_group()
    for language in ALL:
        if language.hint_option:
            languages.add_argument(
                language.hint_option,
                dest="language",
                action="store_const",
                const=language.name,
                help=f"the hints for solving it in {language.display}",
            )
    hint.set_defaults(run=run_hint, language=None)


def run_check(options: argparse.Namespace) -> int:
    import json
    import threading

    from grader.sandbox.isolation import find_bubblewrap

    # The trial sandbox that decides the layer runs (this process only waits for it) while
    # the grader is imported; chosen_layer then finds its answer.
    probe = threading.Thread(target=find_bubblewrap, daemon=True)
    if not options.no_sandbox:
        probe.start()

    from grader.grading.submission import load_submission
    from grader.lesson.lessons import infer_lesson

    submission = load_submission(options.submission)
    lesson = infer_lesson(options.submission, options.exercise, submission.lesson)
    if probe.is_alive():
        probe.join()
    layer = chosen_layer(options)
    limits = chosen_limits(options, lesson.limits)
    from grader.grading.opening import open_session

    session = open_session(lesson, submission, limits, layer)  # starts while the rest imports
    from grader.grading.grading import grade
    from grader.views.terminal import print_report

    report = grade(lesson, submission, limits, layer, session=session)
    if options.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print_report(report, hint_command(lesson, submission.language))
    return report.exit_code


def hint_command(lesson: Lesson, language: Language) -> Callable[[int], str]:
    return lambda stage: language.hint_command(lesson.slug, stage)


def run_list(options: argparse.Namespace) -> int:
    from grader.lesson.lessons import all_lessons

    lessons = all_lessons()
    width = max(len(lesson.slug) for lesson in lessons)
    for lesson in lessons:
        print(f"{lesson.slug:{width}}  {lesson.title} — {lesson.summary}")
    return 0


def run_hint(options: argparse.Namespace) -> int:
    from grader.languages import DEFAULT, by_name
    from grader.lesson.hints import hint_stage
    from grader.lesson.lessons import find_lesson

    lesson = find_lesson(options.slug)
    language = by_name(options.language) if options.language else DEFAULT
    stages = lesson.hints_in(language)
    stage = hint_stage(stages, options.stage, lesson.slug)
    print(f"Hint {stage.number} of {len(stages)}: {stage.title}\n\n{stage.text}")
    if stage.number < len(stages):
        following = language.hint_command(lesson.slug, stage.number + 1)
        print(f"\nStill stuck? `{following}` gives away more.")
    return 0
