"""Staged hints: one Markdown file per lesson, a `## N. Title` section per stage."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from grader.ground.errors import KitError
from grader.languages import by_name

STAGE_HEADING = re.compile(r"^## (\d+)\. (.+)$", re.MULTILINE)


@dataclass(frozen=True)
class HintStage:
    number: int
    title: str
    text: str


def read_hints(path: Path) -> list[HintStage]:
    try:
        document = path.read_text(encoding="utf-8")
    except OSError:
        raise KitError(f"The hints file {path} is missing or unreadable.") from None
    headings = list(STAGE_HEADING.finditer(document))
    stages = [
        HintStage(
            int(match.group(1)),
            match.group(2).strip(),
            document[match.end() : nxt.start() if nxt else len(document)].strip(),
        )
        for match, nxt in zip(headings, [*headings[1:], None])
    ]
    if [stage.number for stage in stages] != list(range(1, len(stages) + 1)):
        raise KitError(f"The hints in {path} must be numbered 1, 2, 3… in order.")
    return stages


def hint_stage(stages: list[HintStage], number: int, slug: str) -> HintStage:
    if not 1 <= number <= len(stages):
        raise KitError(
            f"Lesson {slug!r} has hint stages 1 to {len(stages)}; there is no stage {number}."
        )
    return stages[number - 1]


def hint_line(slug: str, stage: int, language: str) -> str:
    """The command that shows hint `stage` to a learner writing in the language named
    `language` (as a report records it)."""
    return by_name(language).hint_command(slug, stage)
