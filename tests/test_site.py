"""The browser-only site (`citekit site OUT`): built once for the module, its contents checked
(no reference or walkthrough text, pinned versions, a lock whose digests are the shipped
wheels'), the in-process runner's verdicts compared with `check`'s on every lesson, and a
learner's session in headless Chromium with every request outside 127.0.0.1 aborted and counted.
Screenshots go to `build/browser-screenshots/site/` (or `$CITEKIT_SCREENSHOTS/site`)."""

from __future__ import annotations

import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, REFERENCE, REPO, SLUG, run_cli

from grader.ground.errors import KitError
from grader.lesson.lessons import all_lessons
from grader.platforms.site.build import BROWSER_HYPOTHESIS, build_site
from grader.platforms.site.notebooks import PRACTICE
from grader.sandbox.isolation import HASH_SEED

# The site is built from the curriculum, and its verdicts compared lesson by lesson.
pytestmark = [pytest.mark.slow, pytest.mark.layer_independent, pytest.mark.curriculum]

CACHE = REPO / "build" / "site-cache"  # kept between runs: a second build needs no network
SCREENSHOTS = (
    Path(os.environ.get("CITEKIT_SCREENSHOTS", REPO / "build" / "browser-screenshots")) / "site"
)
WRONG_SOLVE = (
    "def solve(citations, retrieved_ids):\n"
    "    known = set(retrieved_ids)\n"
    "    return [c for c in citations if c not in known]\n"
)
ENDLESS = "def solve(citations, retrieved_ids):\n    while True:\n        pass\n"
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
STEP = 120_000  # milliseconds a step may take in the browser, on a busy machine


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("jupyterlite_core", reason="the `site` extra is not installed")
    out = tmp_path_factory.mktemp("site") / "site"
    try:
        return build_site(out, CACHE)
    except KitError as problem:
        if "Could not fetch" in str(problem):
            pytest.skip(f"the package registries cannot be reached: {problem}")
        raise


def test_the_site_holds_no_reference_or_walkthrough(site: Path) -> None:
    """No line of a reference or walkthrough that the learner's own files (lesson, stub,
    checks, hints) do not share is in any file of the site, the wheels' contents included."""
    learners = "\n".join(
        _text(path)
        for folder in ("exercises", "hints")
        for path in (REPO / folder).rglob("*")
        if path.is_file()
    )
    secrets = {
        line.strip()
        for path in (REPO / "solutions").glob("*/*")
        if path.name in ("reference.py", "walkthrough.md")
        for line in path.read_text("utf-8").splitlines()
    }
    # Lines of some length: short ones (`return found`) occur in any code.
    secrets = {line for line in secrets if len(line) >= 30 and line not in learners}
    assert len(secrets) > 100
    texts = []
    for path in site.rglob("*"):
        if path.suffix == ".whl":
            with zipfile.ZipFile(path) as wheel:
                texts += [wheel.read(name).decode("utf-8", "replace") for name in wheel.namelist()]
        elif path.is_file():
            texts.append(_text(path))
    everything = "\n".join(texts)
    leaked = sorted(line for line in secrets if line in everything)
    assert not leaked, leaked[:5]


def test_the_lock_names_the_shipped_wheels_and_their_digests(site: Path) -> None:
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text("utf-8"))
    assert lock["packages"], "an empty lock"
    for name, entry in lock["packages"].items():
        wheel = pyodide / entry["file_name"]
        assert wheel.is_file(), f"{name}: {wheel.name} is not shipped"
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
    shipped = {path.name for path in pyodide.glob("*.whl")}
    assert shipped == {entry["file_name"] for entry in lock["packages"].values()}


def test_the_versions_are_pinned_together(site: Path) -> None:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    config = json.loads((site / "jupyter-lite.json").read_text("utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    assert kernel["loadPyodideOptions"]["packages"] == ["micropip", "citekit"]
    pyodide = site / "static" / "pyodide"
    assert f'"{PYODIDE_VERSION}"' in _text(pyodide / "pyodide.mjs")
    packages = json.loads((pyodide / "pyodide-lock.json").read_text("utf-8"))["packages"]
    assert packages["hypothesis"]["version"] == BROWSER_HYPOTHESIS
    assert packages["citekit"]["depends"] == ["hypothesis"]
    assert set(packages["hypothesis"]["depends"]) <= set(packages)


def test_the_site_is_small_and_every_lesson_has_its_notebook(site: Path) -> None:
    size = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
    assert size <= 40 * 2**20, f"the site is {size / 2**20:.1f} MB"
    assert not list(site.rglob("*.map"))
    for lesson in all_lessons(REPO):
        notebook = json.loads((site / "files" / f"{lesson.slug}.ipynb").read_text("utf-8"))
        assert PRACTICE in "".join(notebook["cells"][0]["source"])


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace")


# A lesson's first known-wrong solution (by name): one per lesson, compared with `check`.
LESSONS = [lesson.slug for lesson in all_lessons(REPO)]


# In-process grading as the site's Python does it: an interpreter started with the child's
# hash seed; it prints each submission's verdicts as JSON, one line each.
IN_PROCESS_GRADING = """
import json, sys
from pathlib import Path
from grader.grading.grading import grade
from grader.lesson.lessons import find_lesson
from grader.sandbox.in_process import IN_PROCESS
from grader.grading.submission import load_submission
lesson = find_lesson(sys.argv[1])
for path in sys.argv[2:]:
    report = grade(lesson, load_submission(Path(path)), layer=IN_PROCESS)
    print(json.dumps(report.to_json()))
"""


@pytest.mark.parametrize("slug", LESSONS)
def test_in_process_verdicts_are_checks(slug: str, tmp_path: Path) -> None:
    """The browser's runner, run here in CPython, gives the same verdict on every check as
    `citekit check --json`, on the reference and on a known-wrong solution."""
    solutions = REPO / "solutions" / slug
    paths = [solutions / "reference.py", sorted((solutions / "wrong").glob("*.py"))[0]]
    # In-process grading keeps no recorded inputs and deletes their folder: a folder of its own.
    env = {**os.environ, "PYTHONHASHSEED": HASH_SEED, "XDG_CACHE_HOME": str(tmp_path)}
    command = [sys.executable, "-c", IN_PROCESS_GRADING, slug, *map(str, paths)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    in_process = [json.loads(line) for line in done.stdout.splitlines()]
    for path, report in zip(paths, in_process):
        checked = json.loads(run_cli("check", path, "--exercise", slug, "--json").stdout)
        assert _verdicts(report) == _verdicts(checked), path.name
        assert report["status"] == checked["status"]


def _verdicts(report: dict[str, Any]) -> dict[str, str]:
    return {check["id"]: check["status"] for check in report["checks"]}


# The browser test ------------------------------------------------------------------------


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Static files, as any host serves them (Python knows .wasm and .mjs), unlogged."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def served(site: Path) -> Iterator[str]:
    """The site on 127.0.0.1 (a free port), as any static host serves it."""
    if not CHROMIUM.is_file():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    pytest.importorskip("playwright.sync_api")
    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.browser
def test_a_learner_solves_lesson_1_in_the_browser(served: str, tmp_path: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    shutil.rmtree(SCREENSHOTS, ignore_errors=True)
    SCREENSHOTS.mkdir(parents=True)
    outside: list[str] = []
    with sync_playwright() as playwright:
        # Every host but 127.0.0.1 fails to resolve, so a request for it is aborted by the
        # browser itself; each is counted as it is made. (Playwright's own routing stalls
        # JupyterLite's loader in this Chromium, even routing nothing.)
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=[*CHROMIUM_ARGS, OFFLINE]
        )
        context = browser.new_context(
            viewport={"width": 1400, "height": 1000}, accept_downloads=True
        )
        context.on(
            "request",
            lambda request: (
                None
                if request.url.startswith((served + "/", "blob:", "data:"))
                else outside.append(request.url)
            ),
        )
        page = context.new_page()
        page.set_default_timeout(STEP)
        expect.set_options(timeout=STEP)
        step = iter(range(1, 100))

        def shot(name: str) -> None:
            page.screenshot(path=str(SCREENSHOTS / f"{next(step):02d}-{name}.png"))

        def cell(contains: str) -> Any:
            return (
                page.locator(".jp-Notebook .jp-CodeCell")
                .filter(has=page.locator(".cm-content", has_text=contains))
                .first
            )

        def replace_source(contains: str, source: str) -> Any:
            editor = cell(contains).locator(".cm-content")
            editor.scroll_into_view_if_needed()
            editor.click()
            page.keyboard.press("Control+a")
            page.keyboard.press("Delete")
            page.keyboard.insert_text(source)
            return cell(source.splitlines()[0])

        def run(target: Any) -> None:
            target.locator(".cm-content").click()
            page.keyboard.press("Shift+Enter")

        def same_verdicts_as_check(check: Any, source: str) -> None:
            """Each check's verdict in the page is the one `citekit check` gives `source`."""
            submission = tmp_path / f"{SLUG}.py"
            submission.write_text(source, encoding="utf-8")
            checked = json.loads(run_cli("check", submission, "--json").stdout)
            for result in checked["checks"]:
                row = check.locator("tr", has_text=result["id"]).first
                expect(row).to_contain_text(result["status"])

        try:
            started = time.monotonic()
            page.goto(f"{served}/lab/index.html?path={SLUG}.ipynb")
            page.locator(".jp-Notebook .jp-CodeCell").first.wait_for()
            expect(page.get_by_text(re.compile(r"Pyodide\) \| Idle"))).to_be_visible()
            ready = time.monotonic() - started
            shot("opened")
            expect(page.locator(".jp-MarkdownCell").first).to_contain_text(
                "Practice in your browser"
            )

            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
            check = cell(f"%check {SLUG}")
            expect(check.locator(".jp-OutputArea")).to_contain_text("todo")
            expect(cell("%load_ext").locator(".jp-OutputArea")).to_contain_text("Loaded the kit")
            for stage in (1, 2, 3):
                hint = cell(f"# %hint {SLUG} {stage}")
                assert hint.locator(".jp-OutputArea-output").count() == 0, f"hint {stage} shown"
            check.scroll_into_view_if_needed()
            shot("run-all-no-hints")

            stub = replace_source("NotImplementedError", WRONG_SOLVE)
            run(stub)
            run(check)
            expect(check.locator(".jp-OutputArea")).to_contain_text("fail")
            report = check.locator(".jp-OutputArea").inner_text()
            assert "Smallest failing input found: solve(['a', 'a'], [])" in report
            check.locator("tr", has_text="property-no-duplicates").scroll_into_view_if_needed()
            shot("wrong-solve-fails")
            same_verdicts_as_check(check, WRONG_SOLVE)

            # An endless loop is stopped at the time limit, as a child would be killed.
            stub = replace_source("known = set(retrieved_ids)", ENDLESS)
            run(stub)
            run(check)
            expect(check.locator(".jp-OutputArea")).to_contain_text("did not answer within")
            expect(check.locator(".jp-OutputArea")).to_contain_text("two earlier checks ran out")
            shot("endless-loop-stopped")
            stub = replace_source("while True", WRONG_SOLVE)
            run(stub)

            hint_1 = replace_source(f"# %hint {SLUG} 1", f"%hint {SLUG} 1")
            run(hint_1)
            expect(hint_1.locator(".jp-OutputArea")).to_contain_text("Hint 1 of 3")
            shot("hint-1-revealed")

            stub = replace_source("known = set(retrieved_ids)", REFERENCE.read_text("utf-8"))
            run(stub)
            checked_at = time.monotonic()
            run(check)
            expect(check.locator(".jp-OutputArea")).to_contain_text("Every check passes")
            check_seconds = time.monotonic() - checked_at
            check.scroll_into_view_if_needed()
            shot("right-solve-passes")

            with page.expect_download() as download:
                page.locator(".lm-MenuBar-itemLabel", has_text="File").first.click()
                page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Download$")).click()
            handed_in = tmp_path / "handed-in" / f"{SLUG}.ipynb"
            handed_in.parent.mkdir()
            download.value.save_as(handed_in)
            shot("downloaded")
        finally:
            context.close()
            browser.close()

    graded = json.loads(run_cli("check", handed_in, "--json", timeout=300).stdout)
    assert graded["status"] == "pass", graded["message"]
    assert graded["hints_opened"] == [1]
    assert outside == [], f"{len(outside)} requests left 127.0.0.1: {outside[:5]}"
    print(f"kernel ready {ready:.1f} s; %check of the reference {check_seconds:.1f} s")
