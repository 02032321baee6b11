"""The learner notebook as a learner uses it: JupyterLab in a headless Chromium.

The test starts JupyterLab on 127.0.0.1 (a free port, a token, a fresh home), opens the first
lesson's notebook (its task right above the code, the list of checks folded), runs it all (no
hint may open), writes a wrong `solve`, runs `%check` (the table shows the failing check and
its smallest input), opens hint 1, writes the right
`solve`, runs `%check` again (every check passes), saves, and grades the saved notebook with
`citekit check` (hint stage 1 recorded). A screenshot of every step is written to
`build/browser-screenshots/learner-notebook/` (or `$CITEKIT_SCREENSHOTS`).

Needs the `playwright` package and Debian's Chromium (`/usr/bin/chromium`, or
`$CITEKIT_CHROMIUM`); deselect with `-m 'not browser'`.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, NOTEBOOK, REFERENCE, REPO, SLUG, run_cli

# The notebook as JupyterLab shows it; grading in a kernel in each layer is test_notebook's.
# Still written against a curriculum lesson (its sample class, its files): to move to the
# fixture lessons, as the other grader tests have.
pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.layer_independent,
    pytest.mark.leans_on_curriculum,
]

SCREENSHOTS = Path(
    os.environ.get(
        "CITEKIT_SCREENSHOTS", REPO / "build" / "browser-screenshots" / "learner-notebook"
    )
)
WRONG_SOLVE = (
    "def solve(citations, retrieved_ids):\n"
    "    known = set(retrieved_ids)\n"
    "    return [c for c in citations if c not in known]\n"
)
# Seconds a step may take: a %check grades in a sandbox, on a busy machine.
STEP = 120_000


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def jupyter_lab(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[str, Path]]:
    """JupyterLab serving a folder that holds a copy of a learner notebook (the first lesson's,
    unless the test names another as the fixture's parameter): (url, folder)."""
    notebook: Path = getattr(request, "param", NOTEBOOK)
    if not CHROMIUM.is_file():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("jupyterlab")
    work = tmp_path / "work"
    work.mkdir()
    shutil.copy2(notebook, work / notebook.name)
    home = tmp_path / "home"
    port, token = free_port(), secrets.token_hex(16)
    # No pop-up asking whether to fetch JupyterLab's news over the screenshots.
    settings = home / "jupyter-config" / "lab" / "user-settings" / "@jupyterlab"
    news = settings / "apputils-extension" / "notification.jupyterlab-settings"
    news.parent.mkdir(parents=True)
    news.write_text('{"fetchNews": "false"}', encoding="utf-8")
    env = {
        **{key: value for key, value in os.environ.items() if key != "CITEKIT_HOME"},
        "HOME": str(home),
        "JUPYTER_CONFIG_DIR": str(home / "jupyter-config"),
        "JUPYTER_RUNTIME_DIR": str(home / "jupyter-runtime"),
    }
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--port-retries=0",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={work}",
            "--allow-root",  # CI runs as root
        ],
        cwd=work,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=(tmp_path / "jupyter.log").open("w"),
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=5):
                    break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log = (tmp_path / "jupyter.log").read_text(errors="replace")[-3000:]
                    pytest.fail(f"JupyterLab did not start:\n{log}")
                time.sleep(0.5)
        yield f"{base}/lab/tree/{notebook.name}?token={token}", work
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=20)


class Learner:
    """What a learner does in JupyterLab, one step at a time, with a screenshot of each."""

    def __init__(self, page: Any, shots: Path) -> None:
        self.page = page
        self.shots = shots
        self.step = 0

    def shot(self, name: str) -> None:
        news = self.page.locator(".jp-Notification-Toast").get_by_role("button", name="No")
        if news.count():  # JupyterLab asks once whether to fetch its news
            news.first.click()
        self.step += 1
        self.page.screenshot(path=str(self.shots / f"{self.step:02d}-{name}.png"), full_page=False)

    def cell(self, contains: str) -> Any:
        """The code cell whose source contains `contains`."""
        cells = self.page.locator(".jp-Notebook .jp-CodeCell").filter(
            has=self.page.locator(".cm-content", has_text=contains)
        )
        return cells.first

    def replace_source(self, contains: str, source: str) -> Any:
        cell = self.cell(contains)
        editor = cell.locator(".cm-content")
        editor.scroll_into_view_if_needed()
        editor.click()
        self.page.keyboard.press("Control+a")
        self.page.keyboard.press("Delete")
        # Inserted as it is: typing would let the editor indent and close brackets itself.
        self.page.keyboard.insert_text(source)
        return self.cell(source.splitlines()[0])

    def run(self, cell: Any) -> None:
        cell.locator(".cm-content").click()
        self.page.keyboard.press("Shift+Enter")

    def output(self, cell: Any) -> str:
        text: str = cell.locator(".jp-OutputArea").inner_text()
        return text

    def wait_idle(self) -> None:
        """Until the notebook's kernel has started and is idle, as the status bar says; a
        learner picks the notebook's kernel if JupyterLab asks which one to start."""
        idle = self.page.get_by_text(re.compile(r"\(ipykernel\) \| Idle"))
        select = self.page.locator(".jp-Dialog").get_by_role("button", name="Select")
        deadline = time.monotonic() + STEP / 1000
        settled = 0  # the kernel says idle for two seconds on end: it is really ready
        while settled < 8:
            settled = settled + 1 if idle.count() else 0
            if select.count():
                select.click()
            assert time.monotonic() < deadline, "the kernel did not start"
            self.page.wait_for_timeout(250)

    def run_all(self) -> None:
        self.page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        self.page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def open_notebook(playwright: Any, url: str, work: Path) -> Any:
    """A headless Chromium at 1400 by 1000 showing the notebook at `url`, its kernel idle."""
    from playwright.sync_api import expect

    context = playwright.chromium.launch_persistent_context(
        str(work.parent / "chromium-profile"),
        executable_path=str(CHROMIUM),
        headless=True,
        args=CHROMIUM_ARGS,
        viewport={"width": 1400, "height": 1000},
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.set_default_timeout(STEP)
    expect.set_options(timeout=STEP)
    page.goto(url)
    page.locator(".jp-Notebook .jp-CodeCell").first.wait_for()
    expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_be_visible()
    return context


def test_a_learner_solves_the_lesson_in_jupyterlab(jupyter_lab: tuple[str, Path]) -> None:
    from playwright.sync_api import expect, sync_playwright

    url, work = jupyter_lab
    shots = SCREENSHOTS
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    check_cell = f"%check {SLUG}"
    with sync_playwright() as playwright:
        context = open_notebook(playwright, url, work)
        try:
            page = context.pages[0]
            learner = Learner(page, shots)
            learner.wait_idle()
            learner.shot("opened")

            # The task sits right above the code; the list of checks stays folded until opened.
            task = page.locator(".jp-MarkdownCell", has_text="Your task").first
            task.scroll_into_view_if_needed()
            learner.shot("task-above-the-code")
            folded = page.locator(".jp-RenderedMarkdown details", has_text="What the checks try")
            expect(folded).to_have_count(1)
            assert folded.get_attribute("open") is None, "the list of checks is shown unfolded"
            expect(folded.locator("li").first).to_be_hidden()

            # Run All: the kit loads and says so, the check says todo, and no hint opens.
            learner.run_all()
            learner.shot("run-all-started")
            check = learner.cell(check_cell)
            expect(check.locator(".jp-OutputArea")).to_contain_text("todo")
            load = learner.cell("%load_ext grader.notebook")
            expect(load.locator(".jp-OutputArea")).to_contain_text("Loaded the kit")
            for stage in (1, 2, 3):
                hint = learner.cell(f"# %hint {SLUG} {stage}")
                assert hint.locator(".jp-OutputArea-output").count() == 0, f"hint {stage} shown"
            check.scroll_into_view_if_needed()
            learner.shot("run-all-no-hints")

            # A wrong solve: duplicates are kept.
            stub = learner.replace_source("NotImplementedError", WRONG_SOLVE)
            learner.run(stub)
            learner.run(check)
            expect(check.locator(".jp-OutputArea")).to_contain_text("fail", timeout=STEP)
            report = learner.output(check)
            assert "property-no-duplicates" in report
            assert "Smallest failing input found: solve(['a', 'a'], [])" in report
            check.locator("tr", has_text="property-no-duplicates").scroll_into_view_if_needed()
            learner.shot("wrong-solve-fails")
            # Speed is not judged while other checks fail, and says so first.
            slow = check.locator("tr", has_text="scales-linearly")
            expect(slow).to_contain_text("Its speed was not judged")
            # A long value is one click away: a failing check's values in full.
            long = check.locator("tr", has=page.locator("summary", has_text="In full")).first
            long.locator("summary", has_text="In full").click()
            expect(long.locator("details")).to_contain_text("Expected: [")
            long.scroll_into_view_if_needed()
            learner.shot("long-values-opened")

            # The learner asks for hint 1: deletes the "# " and runs the cell.
            hint_1 = learner.replace_source(f"# %hint {SLUG} 1", f"%hint {SLUG} 1")
            learner.run(hint_1)
            expect(hint_1.locator(".jp-OutputArea")).to_contain_text("Hint 1 of 3")
            learner.shot("hint-1-revealed")
            for stage in (2, 3):
                hint = learner.cell(f"# %hint {SLUG} {stage}")
                assert hint.locator(".jp-OutputArea-output").count() == 0

            # The right solve: every check passes.
            stub = learner.replace_source("known = set(retrieved_ids)", REFERENCE.read_text())
            learner.run(stub)
            learner.run(check)
            expect(check.locator(".jp-OutputArea")).to_contain_text(
                "Every check passes", timeout=STEP
            )
            assert check.locator("td", has_text=re.compile(r"^\s*fail\s*$")).count() == 0
            check.scroll_into_view_if_needed()
            learner.shot("right-solve-passes")

            page.keyboard.press("Control+s")
            expect(page.locator(".jp-mod-dirty")).to_have_count(0)
            learner.shot("saved")
        finally:
            context.close()

    saved = work / NOTEBOOK.name
    done = run_cli("check", saved, "--json", timeout=300)
    graded = json.loads(done.stdout)
    assert graded["status"] == "pass", graded["message"]
    assert graded["hints_opened"] == [1]


# A lesson whose notebook has an Explore cell.
EXPLORED = REPO / "notebooks" / "cite-by-number.ipynb"


@pytest.mark.parametrize("jupyter_lab", [EXPLORED], indirect=True)
def test_the_check_table_reads_at_a_glance(jupyter_lab: tuple[str, Path]) -> None:
    """What `%check` shows after Run All in a notebook whose Explore cell prints a table: only
    what `solve` printed, failures first with their facts and hint, the passes folded into one
    line, no squeezed column; then a later `solve` with a syntax error is named first."""
    from playwright.sync_api import expect, sync_playwright

    url, work = jupyter_lab
    shots = SCREENSHOTS.parent / "check-table"
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    slug = EXPLORED.stem
    wrong = (REPO / "solutions" / slug / "wrong" / "keeps_repeats.py").read_text("utf-8")
    with sync_playwright() as playwright:
        context = open_notebook(playwright, url, work)
        try:
            page = context.pages[0]
            learner = Learner(page, shots)
            learner.wait_idle()
            learner.run_all()
            check = learner.cell(f"%check {slug}")
            expect(check.locator(".jp-OutputArea")).to_contain_text("todo")
            explore = learner.cell("ANY_DIGITS")
            expect(explore.locator(".jp-OutputArea")).to_contain_text("isdigit")

            stub = learner.replace_source("NotImplementedError", wrong)
            learner.run(stub)
            learner.run(check)
            output = check.locator(".jp-OutputArea")
            expect(output).to_contain_text("fail", timeout=STEP)
            report = learner.output(check)
            # 1. Only the function's output: the Explore table is one note, not a check's.
            assert "isdigit" not in report
            assert report.count("printed while your code was loaded") == 1
            # 3. Failures first, each with its call, expected, got and hint; passes folded.
            failures = output.locator("table").first
            rows = failures.locator("tbody tr")
            assert rows.count() >= 1
            for row in range(rows.count()):
                cells = rows.nth(row).locator("td")
                assert cells.nth(0).inner_text().strip() in ("fail", "error")
                detail = cells.nth(4).inner_text()
                assert "Hint stage" in detail
                # The name's text, not its cell (which is as tall as the row's details).
                lines = cells.nth(2).evaluate(
                    "cell => { const text = document.createRange(); text.selectNodeContents(cell);"
                    " return text.getClientRects().length; }"
                )
                assert lines <= 3, f"a check's name takes {lines} lines: its column is squeezed"
            folded = output.locator("details > summary", has_text="checks pass")
            expect(folded).to_have_count(1)
            expect(output.locator("details table")).to_be_hidden()
            headers = failures.locator("th")
            aligns = headers.evaluate_all("ths => ths.map(th => getComputedStyle(th).textAlign)")
            assert set(aligns) == {"left"}, aligns
            check.scroll_into_view_if_needed()
            learner.shot("failures-first")
            folded.click()
            expect(output.locator("details table")).to_be_visible()
            learner.shot("passes-opened")

            # 2. A later solve with a syntax error: named first, and the status says so.
            reference = REPO / "solutions" / slug / "reference.py"
            stub = learner.replace_source("def solve(", reference.read_text("utf-8"))
            learner.run(stub)
            page.keyboard.press("Escape")
            page.keyboard.press("b")  # a new cell below the stub
            page.keyboard.press("Enter")
            page.keyboard.insert_text("def solve(answer, blocks):\n    return [\n")
            page.keyboard.press("Shift+Enter")
            learner.run(check)
            expect(output).to_contain_text("for an earlier cell", timeout=STEP)
            first = output.locator(".jp-OutputArea-output").first.inner_text().strip()
            first = first.splitlines()[0]
            assert first.startswith("Graded: your earlier solve"), first
            assert "syntax error" in first
            learner.shot("stale-solve-named-first")
        finally:
            context.close()
