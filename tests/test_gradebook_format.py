"""The gradebook's format: a gradebook written by an earlier kit reads and exports as it did.

`gradebooks/format-3.sqlite` was written by the kit of gradebook format 3 grading part of the
sample class (every status, a notebook with hint stages opened, a folder whose lesson was not
known); `format-3.csv` and `format-3.json` are what that kit exported from it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from grader.batch.export import export_csv, export_json
from grader.batch.gradebook import Gradebook

GRADEBOOKS = Path(__file__).resolve().parent / "gradebooks"


def _exported(gradebook: Path, tmp_path: Path) -> tuple[str, list[dict[str, object]]]:
    book = Gradebook.existing(gradebook)
    try:
        rows = book.rows()
    finally:
        book.close()
    export_csv(rows, tmp_path / "grades.csv")
    export_json(rows, tmp_path / "grades.json")
    exported = json.loads((tmp_path / "grades.json").read_text("utf-8"))
    return (tmp_path / "grades.csv").read_text("utf-8"), exported


def test_a_gradebook_of_format_3_exports_as_it_did(tmp_path: Path) -> None:
    copy = tmp_path / "class.gradebook.sqlite"
    shutil.copyfile(GRADEBOOKS / "format-3.sqlite", copy)
    csv_text, exported = _exported(copy, tmp_path)
    assert csv_text == (GRADEBOOKS / "format-3.csv").read_text("utf-8")
    assert exported == json.loads((GRADEBOOKS / "format-3.json").read_text("utf-8"))
