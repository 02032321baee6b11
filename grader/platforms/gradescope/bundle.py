"""`citekit gradescope build SLUG OUT.zip`: an autograder bundle for one lesson.

The bundle holds `setup.sh` (a virtual environment with the kit's dependencies), the kit's
grader package with this lesson's files (reference included: Gradescope never shows the
bundle to learners), and `run_autograder`, which grades /autograder/submission with it.
"""

from __future__ import annotations

import shutil
import stat
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path

import grader
from grader.ground.errors import KitError
from grader.ground.walk import copy_tree, walk
from grader.lesson.lessons import find_lesson

# The /autograder root is an environment variable so that a bundle can be tried locally.
SETUP = """#!/usr/bin/env bash
# Gradescope runs this once, as root, while it builds the autograder image.
set -euo pipefail
apt-get install -y -qq python3 python3-venv >/dev/null
root="${CITEKIT_AUTOGRADER_ROOT:-/autograder}"
python3 -m venv "$root/venv"
"$root/venv/bin/pip" install -q -r "$root/source/requirements.txt"
"""
RUN = """#!/usr/bin/env bash
# Gradescope runs this for every submission; results go to $root/results/results.json.
set -euo pipefail
root="${{CITEKIT_AUTOGRADER_ROOT:-/autograder}}"
python="$root/venv/bin/python"
[ -x "$python" ] || python=python3
export CITEKIT_HOME="$root/source/citekit" PYTHONPATH="$root/source/citekit"
cd "$root"
exec "$python" -m grader gradescope run {slug} --root "$root"
"""


def build_gradescope(slug: str, out: Path) -> Path:
    lesson = find_lesson(slug)
    if out.suffix != ".zip":
        raise KitError(f"{out} should end in .zip: Gradescope takes the bundle as a zip file.")
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        kit = folder / "citekit"
        copy_tree(Path(grader.__file__).parent, kit / "grader")
        copy_tree(lesson.folder, kit / "exercises" / slug)
        copy_tree(lesson.solution_folder, kit / "solutions" / slug)
        (kit / "hints").mkdir()
        shutil.copy2(lesson.hints_path, kit / "hints" / lesson.hints_path.name)
        (folder / "requirements.txt").write_text("\n".join(requirements()) + "\n", "utf-8")
        (folder / "setup.sh").write_text(SETUP, encoding="utf-8")
        (folder / "run_autograder").write_text(RUN.format(slug=slug), encoding="utf-8")
        out.parent.mkdir(parents=True, exist_ok=True)
        _zip(folder, out)
    return out


def requirements() -> list[str]:
    """The kit's own dependencies, as installed: extras (notebook, dev…) left out."""
    declared = metadata.requires("citekit") or []
    return [line for line in declared if "extra ==" not in line]


def _zip(folder: Path, out: Path) -> None:
    """Files at the root of the archive (as Gradescope wants), scripts executable."""
    walked = walk(folder)
    if walked.cuts:  # never a bundle with files left out
        raise KitError(
            f"The bundle cannot be written whole: {walked.cuts[0].sentence(folder)} Keep the "
            "lesson's folders small and shallow."
        )
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in walked.files():
            info = zipfile.ZipInfo.from_file(path, str(path.relative_to(folder)))
            executable = path.suffix == ".sh" or path.name == "run_autograder"
            mode = 0o755 if executable else 0o644
            info.external_attr = (stat.S_IFREG | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
