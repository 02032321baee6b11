"""`grade` over the whole sample class, and what is made from its gradebook: the exports and the
class report. The class is graded once for the module; the tests read the result."""

from __future__ import annotations

import base64
import csv
import hashlib
import json
import re
import shutil
import subprocess
import sys
from datetime import datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest
from class_support import EXPECTED, SLUG, cli, copy_class, environment, rows
from conftest import FIXTURE_REFERENCE as REFERENCE

CHECKS = 4  # the fixture lesson's
MAX_SCORE = 5


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    """(class folder, gradebook, the run's stdout), graded with the default gradebook path."""
    folder = copy_class(tmp_path_factory.mktemp("class") / "class")
    done = cli("grade", folder, "--exercise", SLUG, "--jobs", "2")
    assert done.returncode == 0, done.stderr
    return folder, folder.with_name("class.gradebook.sqlite"), done.stdout


def test_every_learner_gets_the_expected_status(graded: tuple[Path, Path, str]) -> None:
    _, gradebook, _ = graded
    found = rows(gradebook)
    assert {learner: row["status"] for learner, row in found.items()} == EXPECTED


def test_rows_hold_what_was_graded(graded: tuple[Path, Path, str]) -> None:
    folder, gradebook, _ = graded
    found = rows(gradebook)
    aisha = found["aisha"]
    assert aisha["exercise"] == SLUG
    assert aisha["source"] == "aisha.py"
    assert aisha["content_hash"] == hashlib.sha256((folder / "aisha.py").read_bytes()).hexdigest()
    assert (aisha["score"], aisha["max_score"]) == (MAX_SCORE, MAX_SCORE)
    assert aisha["isolation"]
    # A row that could not be graded still names the layer of its run.
    assert {row["isolation"] for row in found.values()} == {aisha["isolation"]}
    assert aisha["seconds"] > 0
    assert datetime.fromisoformat(aisha["graded_at"]).tzinfo is not None
    checks = aisha["checks"]
    assert len(checks) == CHECKS
    assert all(check["status"] == "pass" and check["failure"] is None for check in checks)

    kwame = found["kwame"]["checks"]  # a bare set difference: order is lost
    failed = {check["id"]: check for check in kwame if check["status"] != "pass"}
    assert failed["worked-example"]["failure"] == "wrong"
    assert failed["worked-example"]["call"] == "solve(['a', 'b', 'b', 'c'], ['a'])"
    assert failed["worked-example"]["expected"] == "['b', 'c']"
    assert failed["worked-example"]["got"] in ("['b', 'c']", "['c', 'b']")
    assert found["kwame"]["score"] == sum(check["points"] for check in kwame)

    # A learner folder: the notebook wins, and the file left out is named in the notes.
    assert found["lena"]["source"] == "lena/final.ipynb"
    assert any("lena/draft.py was not graded" in note for note in found["lena"]["notes"])
    assert found["marta"]["source"] == "marta/attempt2.py"
    assert any("marta/attempt1.py" in note for note in found["marta"]["notes"])


@pytest.mark.parametrize(
    ("learner", "says"),
    [
        ("beatriz", "syntax error at line 1"),
        ("cyril", "is not UTF-8 text"),
        ("dmitri", "No function named `solve`"),
        ("elio", "time limit"),
        ("farah", "ModuleNotFoundError"),
        ("gustav", "must take 2 arguments"),
        ("nils", "No file (.py, .js, .ts or .ipynb) was found in nils/"),
    ],
)
def test_each_bad_submission_says_why(
    graded: tuple[Path, Path, str], learner: str, says: str
) -> None:
    row = rows(graded[1])[learner]
    assert row["status"] == "error"
    assert says in row["message"]
    assert (row["score"], row["checks"]) == (0, [])


def test_the_summary_counts_and_lists(graded: tuple[Path, Path, str]) -> None:
    stdout = graded[2]
    assert "Graded 39 submissions" in stdout
    assert "0 were already graded" in stdout
    assert "39 learners: pass 13, fail 18, todo 1, error 7." in stdout
    assert "Not submissions, skipped: instructions.txt, nils/README.md" in stdout
    assert re.search(r"^  beatriz \(beatriz\.py\): .*syntax error", stdout, re.MULTILINE)


def test_a_second_run_skips_what_is_graded(graded: tuple[Path, Path, str]) -> None:
    folder, gradebook, _ = graded
    before = {learner: row["graded_at"] for learner, row in rows(gradebook).items()}
    done = cli("grade", folder, "--exercise", SLUG)
    assert done.returncode == 0, done.stderr
    assert (
        "nothing new to grade: 39 submissions already graded; --regrade grades them again"
        in done.stdout
    )
    assert "Graded" not in done.stdout
    assert {learner: row["graded_at"] for learner, row in rows(gradebook).items()} == before


def test_csv_export(graded: tuple[Path, Path, str], tmp_path: Path) -> None:
    gradebook = graded[1]
    out = tmp_path / "grades.csv"
    done = cli("export", "--gradebook", gradebook, "--csv", out)
    assert done.returncode == 0, done.stderr
    with out.open(newline="", encoding="utf-8") as stream:
        table = list(csv.DictReader(stream))
    assert len(table) == len(EXPECTED)
    found = rows(gradebook)
    check_ids = [check["id"] for check in found["aisha"]["checks"]]
    assert list(table[0]) == ["learner", "exercise", "status", "score", "max_score", *check_ids]
    for line in table:
        row = found[line["learner"]]
        assert line["exercise"] == SLUG
        assert line["status"] == EXPECTED[line["learner"]]
        assert (int(line["score"]), int(line["max_score"])) == (row["score"], MAX_SCORE)
        points = {check["id"]: str(check["points"]) for check in row["checks"]}
        assert {check_id: line[check_id] for check_id in check_ids} == {
            check_id: points.get(check_id, "") for check_id in check_ids
        }
    by_learner = {line["learner"]: line for line in table}
    assert by_learner["aisha"]["scales-linearly"] == "2"
    assert by_learner["beatriz"]["worked-example"] == ""  # never ran: empty, not 0


def test_json_export(graded: tuple[Path, Path, str], tmp_path: Path) -> None:
    gradebook = graded[1]
    out = tmp_path / "grades.json"
    done = cli("export", "--gradebook", gradebook, "--json", out)
    assert done.returncode == 0, done.stderr
    exported = {item["learner"]: item for item in json.loads(out.read_text("utf-8"))}
    assert set(exported) == set(EXPECTED)
    for learner, row in rows(gradebook).items():
        item = exported[learner]
        for field in (
            "exercise",
            "status",
            "score",
            "max_score",
            "title",
            "message",
            "source",
            "content_hash",
            "graded_at",
            "seconds",
            "isolation",
        ):
            assert item[field] == row[field], (learner, field)
        assert item["notes"] == row["notes"]
        assert item["checks"] == row["checks"]


def test_feedback_export(graded: tuple[Path, Path, str], tmp_path: Path) -> None:
    done = cli("export", "--gradebook", graded[1], "--feedback", tmp_path / "feedback")
    assert done.returncode == 0, done.stderr
    files = {path.stem: path.read_text("utf-8") for path in (tmp_path / "feedback").glob("*.md")}
    assert set(files) == set(EXPECTED)
    assert files["aisha"].startswith("# Feedback for aisha\n\n## Unretrieved ids\n")
    assert "**PASS**: Score 5/5." in files["aisha"]
    assert "**FAIL**: Score" in files["kwame"]
    assert "### `worked-example`: fail" in files["kwame"]
    assert "Hint stage 1 may help: `citekit hint unretrieved-ids 1`" in files["kwame"]
    # yara wrote JavaScript: her hints are JavaScript's.
    assert "may help: `citekit hint unretrieved-ids 2 --javascript`" in files["yara"]
    assert "**ERROR**: beatriz.py has a syntax error" in files["beatriz"]
    assert "Your code printed:" in files["jun"] or "**PASS**" in files["jun"]


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.images: list[str] = []
        self.headings = 0
        self.cells: list[str] = []
        self.summaries: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self.images.append(dict(attrs).get("src") or "")
        self.headings += tag == "h2"
        if tag in ("td", "summary"):
            self._in = tag
            (self.cells if tag == "td" else self.summaries).append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == self._in:
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in:
            found = self.cells if self._in == "td" else self.summaries
            found[-1] = (found[-1] + data).strip()


def test_class_report(graded: tuple[Path, Path, str], tmp_path: Path) -> None:
    out = tmp_path / "class.report.html"
    done = cli("report", "--gradebook", graded[1], "--html", out)
    assert done.returncode == 0, done.stderr
    assert "Unretrieved ids (unretrieved-ids): 39 learners" in done.stdout
    assert "pass 13, fail 18, todo 1, error 7" in done.stdout
    page = _Page()
    page.feed(out.read_text("utf-8"))
    page.close()
    assert page.headings == 3  # at a glance, the learners, the one lesson
    assert len(page.images) == 2  # the scores, the checks that failed
    prefix = "data:image/png;base64,"
    for image in page.images:
        assert image.startswith(prefix)
        assert base64.b64decode(image.removeprefix(prefix)).startswith(b"\x89PNG\r\n\x1a\n")
    # Every learner has a row, named, with the reason in full when nothing was checked.
    assert {"aisha", "kwame", "nils", "farah"} <= set(page.cells)
    assert "No file (.py, .js, .ts or .ipynb) was found in nils/; nothing to grade." in page.cells
    # Several learners return the same wrong list for one check; the report groups them.
    summaries = [text for text in page.summaries if re.search(r"— \d+ learners$", text)]
    assert summaries, page.summaries
    feedback = out.with_name("class.report.feedback")
    assert {path.stem for path in feedback.glob("*.html")} == set(EXPECTED)


def test_an_empty_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    done = cli("grade", tmp_path / "empty")
    assert done.returncode == 2
    assert "holds no submissions" in done.stderr


def test_the_gradebook_cannot_live_among_the_submissions(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", ["beatriz"])
    done = cli("grade", folder, "--gradebook", folder / "book.sqlite")
    assert done.returncode == 2
    assert "must not be inside the submissions folder" in done.stderr
    assert not (folder / "book.sqlite").exists()


def test_a_changed_submission_is_graded_again(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", ["beatriz", "cyril"])
    gradebook = tmp_path / "book.sqlite"
    assert cli("grade", folder, "--gradebook", gradebook).returncode == 2  # nothing gradable
    (folder / "beatriz.py").write_text("def solve(a, b):\n    return [\n", encoding="utf-8")
    again = cli("grade", folder, "--gradebook", gradebook)
    assert "Graded 1 submissions" in again.stdout and "1 were already graded" in again.stdout
    assert "line 2" in rows(gradebook)["beatriz"]["message"]
    forced = cli("grade", folder, "--gradebook", gradebook, "--regrade")
    assert "Graded 2 submissions" in forced.stdout


# Python imports a module from its working folder first when it runs `-c` code (how
# multiprocessing starts the workers' server) or `-m grader`.
@pytest.mark.parametrize(
    "command",
    [[str(Path(sys.executable).with_name("citekit"))], [sys.executable, "-m", "grader"]],
    ids=["citekit", "python-m-grader"],
)
@pytest.mark.layer_independent
def test_grade_run_inside_the_class_folder_imports_no_learners_file(
    command: list[str], tmp_path: Path
) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    imported = tmp_path / "imported"
    # A learner's file named like a module the grader imports. Graded, it runs in the child,
    # where nothing of the kit is loaded; it leaves a mark only where the grader's modules are.
    (folder / "tqdm.py").write_text(
        f"import sys\nif 'grader' in sys.modules:\n    open({str(imported)!r}, 'w').close()\n",
        encoding="utf-8",
    )
    shutil.copy(REFERENCE, folder / "ada.py")
    done = subprocess.run(
        [*command, "grade", ".", "--exercise", SLUG, "--gradebook", tmp_path / "book.sqlite"],
        capture_output=True,
        text=True,
        cwd=folder,
        env=environment(),
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert not imported.exists()
    graded = rows(tmp_path / "book.sqlite")
    assert (graded["tqdm"]["status"], graded["ada"]["status"]) == ("error", "pass")


def test_the_progress_bar_stays_off_without_a_terminal(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", ["beatriz"])
    done = subprocess.run(
        ["python3", "-c", "import sys; print(sys.stderr.isatty())"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "False"
    graded_run = cli("grade", folder, "--gradebook", tmp_path / "book.sqlite")
    # Where bubblewrap cannot run, one line says so; and one says that nothing was gradable.
    warnings = ("citekit: warning:", "citekit: none of the 1 submissions")
    assert [line for line in graded_run.stderr.splitlines() if not line.startswith(warnings)] == []


def test_a_class_of_which_nothing_could_be_graded_exits_2(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", ["beatriz", "cyril"])
    gradebook = tmp_path / "book.sqlite"
    done = cli("grade", folder, "--exercise", SLUG, "--gradebook", gradebook)
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == (
        f"citekit: none of the 2 submissions in {folder} could be graded; "
        "'Could not be graded' above says why for each."
    )
    assert "Traceback" not in done.stderr
    assert {row["status"] for row in rows(gradebook).values()} == {"error"}  # each row says why
    # Graded again, it is still a class of which nothing could be graded.
    again = cli("grade", folder, "--exercise", SLUG, "--gradebook", gradebook)
    assert again.returncode == 2
    assert "nothing new to grade: 2 submissions already graded" in again.stdout


def test_a_folder_whose_lesson_cannot_be_told_exits_2(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "week-3", ["aisha", "bruno"])
    done = cli("grade", folder)
    assert done.returncode == 2
    assert [line for line in done.stderr.splitlines() if "warning" not in line] == [
        f"citekit: none of the 2 submissions in {folder} could be graded: The lesson of this "
        "class folder is not clear: name it with --exercise SLUG, or name the folder after the "
        "lesson (as in samples/class/)."
    ]
    assert "Class: 2 learners: error 2." in done.stdout


def test_one_folder_of_which_nothing_could_be_graded_fails_the_run_but_stops_none(
    tmp_path: Path,
) -> None:
    lost = copy_class(tmp_path / "week-3", ["beatriz"])
    graded = copy_class(tmp_path / SLUG, ["aisha"])
    gradebook = tmp_path / "book.sqlite"
    done = cli("grade", lost, graded, "--gradebook", gradebook)
    assert done.returncode == 2
    assert f"citekit: none of the 1 submissions in {lost} could be graded: " in done.stderr
    assert str(graded) not in done.stderr
    assert rows(gradebook)["aisha"]["status"] == "pass"
