"""Learner text in every mode and every view: text that is not valid Unicode never stops a run,
symbolic links are refused rather than followed, and each view escapes learner text for its
medium (terminal, CSV, Markdown, HTML, Gradescope)."""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import subprocess
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
from class_support import SAMPLE_CLASS, environment, rows
from conftest import FIXTURE_KIT, REPO
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG

from grader.classroom.class_stats import class_stats
from grader.classroom.folder import find_submissions
from grader.classroom.gradebook import Row
from grader.ground.text import name_text, printable, valid
from grader.platforms.gradescope.results import run_autograder
from grader.report.results import CheckResult, Facts, Failure, Report, Status
from grader.views import class_html, class_text, html, markdown, terminal
from grader.views.class_export import export_csv, export_feedback

PASSING = SAMPLE_CLASS / "bruno.py"


@pytest.fixture(autouse=True)
def on_the_fixture_kit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lessons graded in-process here (Gradescope's run) are the fixture kit's."""
    monkeypatch.setenv("CITEKIT_HOME", str(FIXTURE_KIT))


# Raises with lone surrogates and escape sequences in its message, and prints them too.
RAISES_MURKY_TEXT = (
    "import sys\n"
    "def solve(citations, retrieved_ids):\n"
    "    sys.stdout.write('\\x1b[2J\\r<b>printed</b>\\n')\n"
    "    raise ValueError('lone \\ud800 surrogate \\x1b[31m <img src=x onerror=alert(1)>')\n"
)
# A syntax error on a line that holds an escape sequence and HTML.
BROKEN_LINE = "x = '\x1b[2J<script>alert(1)</script>' +\n"
# A colour of the kit's own, the only escape sequence a terminal view may send.
KIT_COLOUR = re.compile(r"\x1b\[\d+m")
# Tests marked layer_independent escape made-up reports or list folders, and grade nothing;
# what a learner's code prints or raises comes back through the child, in each layer.


def _hint(stage: int) -> str:
    return f"citekit hint {SLUG} {stage}"


def _murky_report() -> Report:
    murky = "lone \ud800 \x1b[2J\r<script>alert(1)</script> | `tick` [link](x) &amp;"
    check = CheckResult(
        "example-1",
        "Worked example",
        Status.FAIL,
        0,
        1,
        f"Called: solve()\nGot: [{murky}]",
        hint=2,
        output=f"{murky}\n```\n{murky}\n",
    )
    return Report(SLUG, "Check cited sources", Status.FAIL, murky, [check], 1, notes=[murky])


def _cli(*args: str | Path, timeout: float = 300) -> subprocess.CompletedProcess[bytes]:
    """The command line with its output as bytes, so that invalid UTF-8 cannot hide."""
    return subprocess.run(
        [sys.executable, "-m", "grader", *map(str, args)],
        capture_output=True,
        cwd=REPO,
        env=environment(),
        timeout=timeout,
    )


def _text(data: bytes) -> str:
    """Output that must be valid UTF-8 and must send no control character to a terminal."""
    text = data.decode("utf-8")  # strict: invalid UTF-8 fails the test here
    assert "\x1b" not in text and "\r" not in text, text
    return text


def _outside_code(text: str) -> str:
    """Markdown without its fenced code blocks, where nothing is markup."""
    kept, fence = [], ""
    for line in text.splitlines():
        if fence:
            fence = "" if line == fence else fence
        elif re.fullmatch(r"`{3,}", line):
            fence = line
        else:
            kept.append(line)
    assert not fence, "a code block is never closed"
    return "\n".join(kept)


def _unescaped(markup: str, text: str) -> list[str]:
    """Characters of `markup` in `text` that are not backslash-escaped."""
    return re.findall(rf"(?<!\\)(?:\\\\)*([{re.escape(markup)}])", text)


# --- the text helpers -------------------------------------------------------------------


@pytest.mark.layer_independent
def test_valid_and_printable_text() -> None:
    assert valid("a\ud800b\udcff😀") == "a\ufffdb\ufffd😀"
    assert (
        printable("a\x1b[2J\r\x07\u202e\tb\nc\ud800") == "a\ufffd[2J\ufffd\ufffd\ufffd\tb\nc\ufffd"
    )
    assert printable("plain text, ünïcode, 😀") == "plain text, ünïcode, 😀"


@pytest.mark.layer_independent
def test_names_are_spelled_out_and_stay_apart() -> None:
    latin1, latin2 = os.fsdecode(b"caf\xe9"), os.fsdecode(b"caf\xe8")
    assert name_text(latin1) == "caf\\xe9"
    assert name_text(latin1) != name_text(latin2)
    assert name_text("esc\x1b[2J\nnew") == "esc\\x1b[2J\\x0anew"
    assert name_text("ann") == "ann"
    for name in (latin1, "esc\x1b", "x\ud800"):
        name_text(name).encode("utf-8")


# --- reports and their views ------------------------------------------------------------


@pytest.mark.layer_independent
def test_a_report_holds_valid_text_only() -> None:
    report = _murky_report()
    encoded = json.dumps(report.to_json(), ensure_ascii=False).encode("utf-8")
    assert "\ufffd" in encoded.decode("utf-8")
    again = Report.from_json(json.loads(encoded))
    assert again.message == report.message and "\ud800" not in again.message


@pytest.mark.layer_independent
@pytest.mark.parametrize("colour", [False, True])
def test_the_terminal_table_shows_control_characters_without_sending_them(colour: bool) -> None:
    shown = terminal.render(_murky_report(), _hint, colour=colour)
    assert "\x1b" not in KIT_COLOUR.sub("", shown) and "\r" not in shown
    assert shown.count("\ufffd[2J") >= 4  # message, output, notes, summary: shown, not sent
    if colour:
        assert KIT_COLOUR.search(shown)


def _murky_rows() -> list[Row]:
    """A failing learner and an ungradable one, with learner land in every field shown."""
    murky = "got \x1b[2J\r<script>alert(1)</script>"
    facts = Facts(Failure.WRONG, call=f"solve({murky!r})", expected="['a']", got=murky)
    check = CheckResult("example-1", "Worked example", Status.FAIL, 0, 1, murky, facts=facts)

    def row(learner: str, status: str, checks: list[CheckResult], reason: str) -> Row:
        title = "Title \x1b[31m"
        report = Report(
            SLUG, title, Status(status), reason, checks, 1, notes=[murky], reason=reason
        )
        return Row.of(learner, f"{learner}.py", "hash", "2026-01-01", report)

    return [
        row("<img src=x onerror=alert(1)>", "fail", [check], ""),
        row("esc\\x1b", "error", [], f"reason {murky}"),
    ]


@pytest.mark.layer_independent
def test_the_class_report_in_a_terminal_sends_no_control_characters() -> None:
    shown = class_text.render(class_stats(_murky_rows()))
    assert "\x1b" not in shown and "\r" not in shown
    assert "got \ufffd[2J <script>" in shown  # one line: the carriage return is a space


@pytest.mark.layer_independent
def test_html_views_escape_learner_text(tmp_path: Path) -> None:
    page = html.render(_murky_report(), _hint)
    pytest.importorskip("matplotlib")
    written = class_html.write_report(_murky_rows(), tmp_path / "class.html", "<b>class</b>")
    pages = [path.read_text("utf-8") for path in (written.report, *written.feedback)]
    for shown in (page, *pages):
        assert "<script>alert" not in shown and "<b>" not in shown and "<img src=x" not in shown
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in shown
    assert len(written.feedback) == 2
    assert {path.parent for path in written.feedback} == {tmp_path / "class.feedback"}


@pytest.mark.layer_independent
def test_markdown_keeps_learner_text_out_of_its_markup() -> None:
    report = _murky_report()
    text = markdown.render(report, _hint)
    outside = _outside_code(text)
    assert _unescaped("<>&[]", outside) == []
    assert "\n````\n" in text  # the fence grew past the learner's own ```
    multi_line = Report(SLUG, "T", Status.ERROR, "First <b>line</b>\n<script>alert(1)</script>")
    shown = markdown.render(multi_line, _hint)
    assert "**ERROR**: First \\<b\\>line\\</b\\>" in shown
    assert "```\n<script>alert(1)</script>\n```" in shown


def _row(learner: str, message: str = "") -> Row:
    report = Report(SLUG, "Check cited sources", Status.ERROR, message, max_score=17)
    return Row.of(learner, f"{learner}.py", "", "2025-01-01T00:00:00+00:00", report)


@pytest.mark.layer_independent
def test_csv_cells_from_learner_names_are_never_formulas(tmp_path: Path) -> None:
    learners = ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\tx", "\rx", "plain", "a=b"]
    out = tmp_path / "grades.csv"
    export_csv([_row(learner) for learner in learners], out)
    with out.open(newline="", encoding="utf-8") as stream:
        cells = [row[0] for row in csv.reader(stream)][1:]
    assert cells == ['\'=HYPERLINK("x")', "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\rx", "plain", "a=b"]


@pytest.mark.layer_independent
def test_feedback_files_are_named_and_headed_safely(tmp_path: Path) -> None:
    rows = [_row("<b>mallory</b>/../x", "<script>alert(1)</script>"), _row("ann")]
    written = export_feedback(rows, tmp_path / "feedback")
    assert sorted(path.parent for path in written) == [tmp_path / "feedback"] * 2
    (mallory,) = [path.name for path in written if path.name != "ann.md"]
    # Its readable start, then a digest of the whole id: no separator, no markup.
    assert re.fullmatch(r"_b_mallory__b__.._x-[0-9a-f]{16}\.md", mallory), mallory
    text = (tmp_path / "feedback" / mallory).read_text("utf-8")
    assert text.startswith("# Feedback for \\<b\\>mallory\\</b\\>/../x\n")
    assert _unescaped("<>", _outside_code(text)) == []


# --- check ------------------------------------------------------------------------------


def test_check_survives_lone_surrogates_in_what_the_learner_raised(tmp_path: Path) -> None:
    path = tmp_path / "murky.py"
    path.write_text(RAISES_MURKY_TEXT, "utf-8")
    as_json = _cli("check", path, "--exercise", SLUG, "--json")
    assert as_json.returncode == 1, as_json.stderr.decode("utf-8", "replace")
    report = json.loads(as_json.stdout.decode("utf-8"))
    check = report["checks"][0]
    assert "lone \ufffd surrogate" in check["message"]
    assert "\x1b" not in check["output"] and "<b>printed</b>" in check["output"]
    as_table = _cli("check", path, "--exercise", SLUG)
    assert as_table.returncode == 1
    assert "lone \ufffd surrogate \ufffd[31m" in _text(as_table.stdout)


def test_check_refuses_a_symbolic_link(tmp_path: Path) -> None:
    link = tmp_path / "solution.py"
    link.symlink_to(REFERENCE)
    done = _cli("check", link, "--exercise", SLUG, "--json")
    assert done.returncode == 2
    report = json.loads(done.stdout.decode("utf-8"))
    assert report["status"] == "error" and report["checks"] == []
    assert "solution.py is a symbolic link" in report["message"]
    assert "def solve" not in report["message"]


def test_check_refuses_a_fifo_without_waiting_for_it(tmp_path: Path) -> None:
    fifo = tmp_path / "solution.py"
    os.mkfifo(fifo)
    done = _cli("check", fifo, "--exercise", SLUG, timeout=60)
    assert done.returncode == 2
    assert "is not a regular file" in _text(done.stderr)


def test_check_refuses_a_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    path = Path(os.fsdecode(os.fsencode(tmp_path) + b"/caf\xe9.py"))
    shutil.copy(PASSING, path)
    done = _cli("check", path, "--exercise", SLUG, "--json")
    assert done.returncode == 2
    message = json.loads(_text(done.stdout))["message"]
    assert message.startswith("The name of caf\\xe9.py is not valid UTF-8")
    assert "citekit: The name of caf\\xe9.py" in _text(_cli("check", path).stderr)


def test_check_shows_a_broken_line_without_its_control_characters(tmp_path: Path) -> None:
    path = tmp_path / "esc\x1b[2J.py"
    path.write_text(BROKEN_LINE, "utf-8")
    done = _cli("check", path, "--exercise", SLUG)
    assert done.returncode == 2
    said = _text(done.stderr)
    assert "esc\\x1b[2J.py has a syntax error at line 1 (`x = '\ufffd[2J<script>" in said


# --- grade, export and report over a class with hostile names, links and text -----------


@dataclass(frozen=True)
class HostileClass:
    folder: Path
    gradebook: Path
    secret: str
    stdout: str


@pytest.fixture(scope="module")
def hostile_class(tmp_path_factory: pytest.TempPathFactory) -> HostileClass:
    base = tmp_path_factory.mktemp("hostile-class")
    folder, outside = base / "class", base / "outside"
    folder.mkdir()
    outside.mkdir()
    secret = f"SECRET-{uuid.uuid4().hex}"
    (outside / "solution.py").write_text(f"{secret} is the first line of a file\n", "utf-8")
    shutil.copy(PASSING, folder / "ada.py")
    shutil.copy(PASSING, Path(os.fsdecode(os.fsencode(folder) + b"/caf\xe9.py")))
    shutil.copy(PASSING, folder / "esc\x1b[2J.py")
    shutil.copy(PASSING, folder / "=SUM(A1).py")
    (folder / "murky.py").write_text(RAISES_MURKY_TEXT, "utf-8")
    (folder / "broken.py").write_text(BROKEN_LINE, "utf-8")
    (folder / "cheat.py").symlink_to(REFERENCE)  # the reference would earn full marks
    (folder / "mirror").symlink_to(outside, target_is_directory=True)
    (folder / "nested").mkdir()
    (folder / "nested" / "solution.py").symlink_to(outside / "solution.py")
    gradebook = base / "class.gradebook.sqlite"
    done = _cli("grade", folder, "--exercise", SLUG, "--gradebook", gradebook, "--jobs", "2")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    return HostileClass(folder, gradebook, secret, _text(done.stdout))


def test_one_learner_never_stops_the_class(hostile_class: HostileClass) -> None:
    found = rows(hostile_class.gradebook)
    assert {learner: row["status"] for learner, row in found.items()} == {
        "ada": "pass",
        "caf\\xe9": "error",
        "esc\\x1b[2J": "pass",
        "=SUM(A1)": "pass",
        "murky": "fail",
        "broken": "error",
        "cheat": "error",
        "mirror": "error",
        "nested": "error",
    }
    assert found["caf\\xe9"]["message"].startswith("The name of caf\\xe9.py is not valid UTF-8")
    assert "lone \ufffd surrogate" in json.dumps(found["murky"]["checks"], ensure_ascii=False)


@pytest.mark.parametrize(
    ("learner", "link"), [("cheat", "cheat.py"), ("mirror", "mirror"), ("nested", "solution.py")]
)
def test_links_are_refused_not_followed(
    hostile_class: HostileClass, learner: str, link: str
) -> None:
    row = rows(hostile_class.gradebook)[learner]
    assert row["message"].startswith(f"{link} is a symbolic link. Links are not graded")
    assert (row["score"], row["checks"]) == (0, [])
    assert hostile_class.secret not in row["message"]


def test_the_summary_shows_learner_text_without_sending_it(hostile_class: HostileClass) -> None:
    stdout = hostile_class.stdout
    assert "Class: 9 learners: pass 3, fail 1, error 5." in stdout
    assert "  caf\\xe9 (caf\\xe9.py): The name of caf\\xe9.py is not valid UTF-8" in stdout
    assert "  broken (broken.py): broken.py has a syntax error at line 1 (`x = '\ufffd[2J" in stdout
    assert hostile_class.secret not in stdout


def test_exports_of_the_class_are_safe(hostile_class: HostileClass, tmp_path: Path) -> None:
    out = tmp_path / "grades.csv"
    done = _cli(
        "export",
        "--gradebook",
        hostile_class.gradebook,
        *("--csv", out, "--json", tmp_path / "grades.json", "--feedback", tmp_path / "feedback"),
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    with out.open(newline="", encoding="utf-8") as stream:
        learners = {row[0] for row in csv.reader(stream)}
    assert "'=SUM(A1)" in learners and "=SUM(A1)" not in learners
    everything = json.loads((tmp_path / "grades.json").read_bytes().decode("utf-8"))
    assert len(everything) == 9
    feedback = tmp_path / "feedback"
    names = {path.name for path in feedback.iterdir()}
    assert "broken.md" in names
    for spelled in ("caf_xe9-", "esc_x1b_2J-"):  # the ids spelled out, then a digest
        assert any(name.startswith(spelled) for name in names), names
    broken = (feedback / "broken.md").read_text("utf-8")
    assert _unescaped("<>", _outside_code(broken)) == []
    assert "\\<script\\>" in broken
    for path in feedback.iterdir():
        assert hostile_class.secret not in path.read_text("utf-8")


def test_the_class_report_is_safe(hostile_class: HostileClass, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    page = tmp_path / "report.html"
    done = _cli("report", "--gradebook", hostile_class.gradebook, "--html", page)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    # What was raised is shown as the learner's code raised it: its repr, escapes spelled out.
    text = _text(done.stdout)
    assert "raised ValueError('lone \\ud800 surrogate \\x1b[31m" in text
    assert "\x1b" not in text and "\ud800" not in text
    shown = page.read_bytes().decode("utf-8")
    assert "<img src=x" not in shown and "&lt;img src=x onerror=alert(1)&gt;" in shown


# --- Gradescope -------------------------------------------------------------------------


def _autograde(root: Path) -> tuple[Report, dict[str, object], str]:
    report = run_autograder(SLUG, root)
    raw = (root / "results" / "results.json").read_bytes().decode("utf-8")
    return report, json.loads(raw), raw


@pytest.mark.parametrize("target", ["reference", "private file", "folder"])
def test_gradescope_refuses_links(tmp_path: Path, target: str) -> None:
    secret = f"SECRET-{uuid.uuid4().hex}"
    private = tmp_path / "private"
    private.mkdir()
    (private / "solution.py").write_text(f"{secret} is the first line\n", "utf-8")
    submission = tmp_path / "root" / "submission"
    submission.mkdir(parents=True)
    if target == "folder":
        (submission / "work").symlink_to(private, target_is_directory=True)
    else:
        source = REFERENCE if target == "reference" else private / "solution.py"
        (submission / "solution.py").symlink_to(source)
    report, results, raw = _autograde(tmp_path / "root")
    assert report.status is Status.ERROR
    assert results["score"] == 0.0 and results["tests"] == []
    assert secret not in raw and "def solve" not in raw
    if target != "folder":
        assert "solution.py is a symbolic link" in str(results["output"])


def test_gradescope_writes_valid_results_from_murky_text(tmp_path: Path) -> None:
    (tmp_path / "submission").mkdir()
    (tmp_path / "submission" / "solution.py").write_text(RAISES_MURKY_TEXT, "utf-8")
    report, results, _ = _autograde(tmp_path)
    assert report.status is Status.FAIL
    assert results["test_output_format"] == "text"
    tests = results["tests"]
    assert isinstance(tests, list) and tests
    assert "lone \ufffd surrogate" in tests[0]["output"]
    assert _unescaped("<>", _outside_code(str(results["output"]))) == []


@pytest.mark.layer_independent
def test_a_class_folder_lists_links_as_learners_and_never_enters_them(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "solution.py").write_text("def solve(a, b):\n    return []\n", "utf-8")
    folder = tmp_path / "class"
    (folder / "ann").mkdir(parents=True)
    (folder / "ann" / "drafts").symlink_to(outside, target_is_directory=True)
    (folder / "ann" / "final.py").write_text("def solve(a, b):\n    return []\n", "utf-8")
    (folder / "notes.txt").symlink_to(outside / "solution.py")
    found = find_submissions(folder)
    (ann,) = found.entries
    assert ann.chosen == folder / "ann" / "final.py"
    assert sorted(path.name for path in found.strays) == ["drafts", "notes.txt"]
