"""`citekit new SLUG`: the files of a new lesson, with TODO markers that `validate` reports."""

from __future__ import annotations

import re
from pathlib import Path

from grader.ground.errors import KitError
from grader.kit.validate import HINT_STAGES, LESSON_SECTIONS, PLACEHOLDER

SLUG = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


def scaffold(root: Path, slug: str, title: str, parameters: list[str]) -> list[Path]:
    if not SLUG.match(slug):
        raise KitError(f"{slug!r} is not a lesson slug: use lower-case words joined by '-'.")
    if (root / "exercises" / slug).exists():
        raise KitError(f"Lesson {slug!r} exists already in {root / 'exercises' / slug}.")
    if not all(p.isidentifier() for p in parameters):
        raise KitError(f"Parameters must be Python names; got {', '.join(parameters)}.")
    signature = f"solve({', '.join(parameters)})"
    placeholder_args = ", ".join("None" for _ in parameters)
    files = {
        f"exercises/{slug}/lesson.toml": (
            f'title = "{title}"\norder = 99\nfunction = "solve"\n'
            f"parameters = {parameters!r}\n".replace("'", '"')
            + f'summary = "{PLACEHOLDER}: one line on what the learner finds."\n\n'
            "[limits]\ncall_seconds = 3.0\nsubmission_seconds = 60.0\n"
        ),
        f"exercises/{slug}/lesson.md": f"# {title}\n\n"
        + "".join(f"## {section}\n\n{PLACEHOLDER}\n\n" for section in LESSON_SECTIONS),
        f"exercises/{slug}/stub.py": (
            f'"""{title}."""\n\n\ndef {signature}:\n'
            f'    """{PLACEHOLDER}: the task and three examples in doctest form."""\n'
            '    raise NotImplementedError("Write your solution here.")\n'
        ),
        f"exercises/{slug}/checks.py": (
            f'"""Checks for "{title}"."""\n\nfrom __future__ import annotations\n\n'
            "from grader.authoring import Trial, check\n\n\n"
            '@check("example-1", "Worked example 1", hint=1)\n'
            "def example_1(t: Trial) -> None:\n"
            f"    # {PLACEHOLDER}: the arguments of the first worked example.\n"
            f"    t.expect_same({placeholder_args})\n"
        ),
        f"hints/{slug}.md": f"# Hints: {title}\n\n"
        + "".join(
            f"## {n}. {name}\n\n{PLACEHOLDER}\n\n"
            for n, name in zip(
                range(1, HINT_STAGES + 1), ("Where to start", "The key step", "The outline")
            )
        ),
        f"solutions/{slug}/reference.py": (
            f'"""Reference solution for "{title}"."""\n\n\ndef {signature}:\n'
            f"    # {PLACEHOLDER}: numbered steps as comments.\n"
            "    raise NotImplementedError\n"
        ),
        f"solutions/{slug}/walkthrough.md": f"# Walkthrough: {title}\n\n{PLACEHOLDER}\n\n"
        f"## Pitfalls\n\n{PLACEHOLDER}\n",
        f"solutions/{slug}/wrong/.keep": "",
        f"solutions/{slug}/correct/.keep": "",
    }
    written = []
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
