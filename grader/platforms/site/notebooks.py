"""The site's contents: every lesson's notebook, written for the browser, and the files a
learner works from (the lesson text and stubs; never a reference, walkthrough or answer)."""

from __future__ import annotations

import shutil
from pathlib import Path

from grader.kit.notebook_writer import Place, build_notebook, notebook_text
from grader.lesson.lessons import all_lessons, kit_root

# Two lines a learner reads first: what a verdict here is worth, and the way out of a loop.
PRACTICE = (
    "**Practice in your browser.** Your code and the checks share this page's Python, so a "
    "check here is practice; the grade is your instructor's `citekit grade` of the notebook "
    "you hand in (File → Download).\n\n"
    "If a cell never finishes, choose Kernel → Restart Kernel, then run the cells again."
)
BROWSER = Place(
    PRACTICE,
    "%load_ext grader.platforms.site.extension",
    "Your code runs in this page's Python, beside the checks; a check stops it at the lesson's "
    "time limit.",
)
# The browser's Python kernel, as JupyterLite names it.
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
LEARNER_FILES = ("lesson.md", "stub.py", "stub.js")


def write_contents(folder: Path) -> list[str]:
    """Write each lesson's notebook (`SLUG.ipynb`) and learner files (`exercises/SLUG/`) into
    `folder`; the lessons' slugs, in order."""
    slugs = []
    for lesson in all_lessons(kit_root()):
        notebook = build_notebook(lesson, BROWSER)
        notebook.metadata["kernelspec"] = KERNELSPEC
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{lesson.slug}.ipynb").write_text(notebook_text(notebook), encoding="utf-8")
        target = folder / "exercises" / lesson.slug
        target.mkdir(parents=True)
        for name in LEARNER_FILES:
            if (lesson.folder / name).is_file():
                shutil.copy2(lesson.folder / name, target / name)
        slugs.append(lesson.slug)
    return slugs
