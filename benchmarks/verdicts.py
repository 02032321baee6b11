"""Every verdict the kit gives on its own files, to compare two versions of the grader: each
check's status for every lesson's references, stubs and known solutions (correct and wrong, in
every language) and for every submission of the bundled sample class.

    python benchmarks/verdicts.py OUT.json            # run from the kit's root (or a copy)
    python benchmarks/verdicts.py --compare A.json B.json

A speed-up must change none of them: `--compare` prints every file whose verdicts differ and
exits 1 if there is one. Grading runs in the strongest layer, two files at a time.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUFFIXES = (".py", ".js", ".ts", ".ipynb")


def kit_files() -> list[tuple[str, str]]:
    """(lesson, path relative to the kit) of every file the kit grades itself."""
    from grader.lesson.lessons import all_lessons

    files: list[tuple[str, str]] = []
    for lesson in all_lessons():
        for folder in (
            ROOT / "exercises" / lesson.slug,
            lesson.solution_folder,  # the references, correct/ and wrong/
            ROOT / "samples" / "class" / lesson.slug,
        ):
            for path in sorted(folder.rglob("*")):  # a missing folder holds nothing
                if path.suffix in SUFFIXES and path.name != "checks.py":
                    files.append((lesson.slug, str(path.relative_to(ROOT))))
    return files


def verdicts(item: tuple[str, str]) -> tuple[str, dict[str, str]]:
    from grader.grading.grading import grade
    from grader.grading.submission import load_submission
    from grader.ground.errors import KitError
    from grader.lesson.lessons import find_lesson

    slug, path = item
    try:
        report = grade(find_lesson(slug), load_submission(ROOT / path))
    except KitError as problem:
        return path, {"": f"error: {problem}"}
    return path, {"": report.status.value} | {c.id: c.status.value for c in report.checks}


def compare(first: Path, second: Path) -> int:
    before, after = (json.loads(path.read_text("utf-8")) for path in (first, second))
    differ = sorted(
        path for path in before.keys() | after.keys() if before.get(path) != after.get(path)
    )
    for path in differ:
        old, new = before.get(path, {}), after.get(path, {})
        changed = {
            k: (old.get(k), new.get(k)) for k in old.keys() | new.keys() if old.get(k) != new.get(k)
        }
        print(f"{path}: {changed}")
    print(f"{len(before)} files before, {len(after)} after; {len(differ)} with other verdicts")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    options = parser.parse_args()
    if options.compare:
        return compare(*options.compare)
    if options.out is None:
        parser.error("name the file to write, or --compare two")
    with multiprocessing.get_context("forkserver").Pool(2) as pool:
        found = dict(pool.imap_unordered(verdicts, kit_files()))
    options.out.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", "utf-8")
    print(f"{len(found)} files graded into {options.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
