"""The README's first command on the whole sample class — `grade` every lesson's folder into one
gradebook, then `report --html` — and what an instructor reads from it: counts that agree
everywhere, every learner named with the reason in full, the class page in a browser.

The class is graded once for the module; the tests read what it made."""

from __future__ import annotations

import csv
import os
import re
import shutil
import sqlite3
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, REPO, run_cli

from grader.classroom.folder import find_submissions
from grader.lesson.lessons import find_lesson

# Counts, names and reasons across the lessons' folders; grading a class in each layer, and
# the layer each row names, is test_class_grade's.
# Still written against a curriculum lesson (its sample class, its files): to move to the
# fixture lessons, as the other grader tests have.
pytestmark = [pytest.mark.slow, pytest.mark.layer_independent, pytest.mark.leans_on_curriculum]

SAMPLES = REPO / "samples" / "class"
SCREENSHOTS = (
    Path(os.environ.get("CITEKIT_SCREENSHOTS", REPO / "build" / "browser-screenshots"))
    / "class-report"
)
CLASS_LINE = re.compile(r"^Class: (\d+) learners?(?: in \d+ folders)?: (.*)\.$", re.MULTILINE)
FOLDER_BLOCK = r"^== [^\n]*/([a-z0-9-]+)\n(?:[^\n]*\n)*?(\d+) learners?: ([^\n]*)\.$"
LESSON_LINE = re.compile(r"^.* \(([a-z0-9-]+)\): (\d+) learners?\n  (.*)$", re.MULTILINE)


@dataclass(frozen=True)
class Graded:
    folder: Path  # a copy of samples/class
    gradebook: Path
    grade_out: str
    report_out: str
    page: Path
    table: list[dict[str, str]]  # the CSV export


@pytest.fixture(scope="module")
def sample_class(tmp_path_factory: pytest.TempPathFactory) -> Graded:
    folder = tmp_path_factory.mktemp("samples") / "class"
    shutil.copytree(SAMPLES, folder)
    gradebook = folder.with_name("class.gradebook.sqlite")
    lessons = sorted(path for path in folder.iterdir() if path.is_dir())
    done = run_cli("grade", *lessons, "--gradebook", gradebook, timeout=900)
    assert done.returncode == 0, done.stderr
    page = folder.with_name("class.report.html")
    report = run_cli("report", "--gradebook", gradebook, "--html", page, timeout=300)
    assert report.returncode == 0, report.stderr
    out = folder.with_name("grades.csv")
    export = run_cli("export", "--gradebook", gradebook, "--csv", out, timeout=300)
    assert export.returncode == 0, export.stderr
    with out.open(newline="", encoding="utf-8") as stream:
        table = list(csv.DictReader(stream))
    return Graded(folder, gradebook, done.stdout, report.stdout, page, table)


def _tally(text: str) -> Counter[str]:
    return Counter({status: int(count) for status, count in re.findall(r"(\w+) (\d+)", text)})


def test_counts_agree_across_grade_report_and_csv(sample_class: Graded) -> None:
    # grade: one block per folder, in the order given; each says how many learners and how.
    blocks = re.findall(FOLDER_BLOCK, sample_class.grade_out, re.MULTILINE | re.DOTALL)
    graded = {slug: (int(count), _tally(statuses)) for slug, count, statuses in blocks}
    # Then one summary of the whole run, and one suggestion of what to run next.
    [(total, statuses)] = CLASS_LINE.findall(sample_class.grade_out)
    assert int(total) == sum(count for count, _ in graded.values())
    assert _tally(statuses) == sum((tally for _, tally in graded.values()), Counter())
    assert sample_class.grade_out.count("Next: ") == 1
    assert sample_class.grade_out.rstrip().splitlines()[-1].startswith("Next: ")
    reported = {
        slug: (int(count), _tally(statuses))
        for slug, count, statuses in LESSON_LINE.findall(sample_class.report_out)
    }
    exported: dict[str, Counter[str]] = {}
    for line in sample_class.table:
        exported.setdefault(line["exercise"], Counter())[line["status"]] += 1
    learners = {
        path.name: len(find_submissions(path).entries)
        for path in sample_class.folder.iterdir()
        if path.is_dir()
    }
    assert set(graded) == set(reported) == set(exported) == set(learners)
    for slug, count in learners.items():
        assert graded[slug] == reported[slug] == (count, exported[slug]), slug
    with sqlite3.connect(sample_class.gradebook) as db:
        (in_gradebook,) = db.execute("SELECT count(*) FROM grades").fetchone()
    assert len(sample_class.table) == sum(learners.values()) == in_gradebook


def test_a_learner_folder_without_code_belongs_to_its_lessons_folder(
    sample_class: Graded,
) -> None:
    lesson = find_lesson("check-cited-sources")
    (nils,) = [line for line in sample_class.table if line["learner"] == "nils"]
    assert (nils["exercise"], nils["status"]) == (lesson.slug, "error")
    assert int(nils["max_score"]) == lesson.max_score
    assert "Lesson not known" not in sample_class.report_out
    assert "lesson not known" not in sample_class.page.read_text("utf-8").lower()


def test_grade_gives_each_reason_whole(sample_class: Graded) -> None:
    (farah,) = [line for line in sample_class.grade_out.splitlines() if "farah (" in line]
    assert farah.endswith("before `solve` could be called.")
    assert "No module named" in farah


def test_the_page_names_every_learner_with_the_reason_in_full(sample_class: Graded) -> None:
    from html import unescape

    page = unescape(sample_class.page.read_text("utf-8"))
    by_learner = {line["learner"] for line in sample_class.table}
    for learner in by_learner:
        assert f'data-learner="{learner}"' in page, learner
    rows_seen = {(line["learner"], line["exercise"]) for line in sample_class.table}
    assert page.count("<tr data-learner=") == len(rows_seen)
    with sqlite3.connect(sample_class.gradebook) as db:
        reasons = db.execute(
            "SELECT learner, json_extract(report, '$.reason') FROM grades WHERE status = 'error'"
        ).fetchall()
    assert len(reasons) >= 7
    for learner, reason in reasons:
        assert reason and reason in page, learner
    feedback = sample_class.page.with_name("class.report.feedback")
    assert {path.stem for path in feedback.glob("*.html")} == by_learner


@pytest.mark.browser
def test_the_class_page_in_a_browser(sample_class: Graded, tmp_path: Path) -> None:
    """Sort and filter the learner table, follow a learner's link to their feedback, and open
    one wrong answer to its input and expected value; screenshots in SCREENSHOTS."""
    if not CHROMIUM.is_file():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"),  # a fresh profile
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 900},
        )
        try:
            page = browser.new_page()
            page.on("pageerror", lambda error: problems.append(str(error)))
            page.on(
                "console",
                lambda message: problems.append(message.text) if message.type == "error" else None,
            )
            page.goto(sample_class.page.as_uri())
            page.screenshot(path=SCREENSHOTS / "01-class-page.png")
            _sort_and_filter(page)
            page.locator("#learners").screenshot(path=SCREENSHOTS / "02-errors-by-score.png")

            # A learner's link leads to their feedback, at the lesson they handed in.
            page.fill("#filter", "farah")
            visible = page.locator("#learner-table tbody tr:visible")
            assert visible.count() == 1
            visible.locator("a.feedback").click()
            page.wait_for_load_state()
            assert page.url.endswith("/farah.html#lesson-check-cited-sources")
            assert page.locator("h1").inner_text() == "Feedback for farah"
            section = page.locator("#lesson-check-cited-sources")
            assert "No module named 'citation_helpers'" in section.inner_text()
            page.screenshot(path=SCREENSHOTS / "03-feedback.png")
            page.go_back()

            # One wrong answer, opened: the input that gives it, and the expected value.
            check = page.locator("#check-check-cited-sources-example-3")
            wrong = check.locator("details.wrong").first
            assert not wrong.locator("dl").is_visible()
            wrong.locator("summary").click()
            facts = wrong.locator("dl")
            assert facts.is_visible()
            text = facts.inner_text()
            call = "solve(['bank_faq_p1_c1', 'fee_policy_p2_c1', 'bank_faq_p1_c1'], [])"
            assert call in text
            assert re.search(r"Expected\s+\['bank_faq_p1_c1', 'fee_policy_p2_c1'\]", text), text
            check.scroll_into_view_if_needed()
            check.screenshot(path=SCREENSHOTS / "04-wrong-answer.png")

            # A learner who got that answer: their feedback shows the same call.
            wrong.locator("dd a").first.click()
            page.wait_for_load_state()
            assert page.url.endswith(".html#lesson-check-cited-sources-example-3")
            their = page.locator("#lesson-check-cited-sources-example-3")
            assert their.is_visible()
            assert call in their.inner_text()
            page.screenshot(path=SCREENSHOTS / "05-feedback-of-a-wrong-answer.png")
        finally:
            browser.close()
    assert problems == []


def _sort_and_filter(page: object) -> None:
    """Errors of one lesson, sorted by score: the table shows exactly those, in order."""
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    table = page.locator("#learner-table")
    every = table.locator("tbody tr").count()
    page.select_option("#lesson-filter", "check-cited-sources")
    page.select_option("#status-filter", "error")
    shown = table.locator("tbody tr:visible")
    learners = [row.get_attribute("data-learner") for row in shown.all()]
    assert learners == ["beatriz", "cyril", "dmitri", "elio", "farah", "gustav", "nils"]
    assert page.locator("#shown").inner_text() == f"7 of {every} shown"
    page.select_option("#status-filter", "")
    score = table.locator("th button[data-key=score]")
    score.click()
    scores = [float(row.get_attribute("data-score") or "") for row in shown.all()]
    assert scores == sorted(scores) and len(scores) == 39
    score.click()
    descending = [float(row.get_attribute("data-score") or "") for row in shown.all()]
    assert descending == sorted(scores, reverse=True)
    assert table.locator("th[aria-sort=descending] button").inner_text() == "Score"
    page.select_option("#status-filter", "error")
