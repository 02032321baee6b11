"""Benchmark of the browser site: its size, how soon its kernel is ready, how long `%check`
takes, in headless Chromium on this machine.

    python benchmarks/site.py [--runs N] [--site DIR]

Builds the site (`citekit site`, artefacts from `build/site-cache/`) unless `--site` names one,
and prints its size against the 40 MB target, with the source maps the build leaves out (the
ones the JupyterLite app and the kernel's extension carry) counted apart. Then, N times in a
fresh browser: the time from opening the first lesson's notebook until its kernel is idle
(target 15 s), and the time `%check` takes on the lesson's reference once the kit is loaded
(target 3 s). Medians are printed; on a busy machine they count the wait for a core too.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import re
import statistics
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
SLUG = "check-cited-sources"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
TARGETS = {"size MB": 40.0, "kernel ready s": 15.0, "%check s": 3.0}
MB = 1_000_000


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Static files, as any host serves them (Python knows .wasm and .mjs), unlogged."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


def folder_bytes(folder: Path, pattern: str = "*") -> int:
    return sum(path.stat().st_size for path in folder.rglob(pattern) if path.is_file())


def left_out_maps() -> int:
    """The bytes of source maps in what the build copies: the JupyterLite app's archive and
    the Pyodide kernel's extension."""
    import jupyterlite_core

    app = next(Path(jupyterlite_core.__file__).parent.glob("jupyterlite-app-*.tgz"))
    with tarfile.open(app) as archive:
        total = sum(member.size for member in archive if member.name.endswith(".map"))
    extensions = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    return total + folder_bytes(extensions, "*.map")


def one_run(base: str, reference: str) -> tuple[float, float]:
    """Seconds until the kernel is idle, and seconds `%check` takes on the reference."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(180_000)
            expect.set_options(timeout=180_000)
            started = time.monotonic()
            page.goto(f"{base}/lab/index.html?path={SLUG}.ipynb")
            expect(page.get_by_text(re.compile(r"Pyodide\) \| Idle"))).to_be_visible()
            ready = time.monotonic() - started

            def cell(contains: str) -> Any:
                return (
                    page.locator(".jp-Notebook .jp-CodeCell")
                    .filter(has=page.locator(".cm-content", has_text=contains))
                    .first
                )

            def run(target: Any) -> None:
                target.locator(".cm-content").click()
                page.keyboard.press("Shift+Enter")

            run(cell("%load_ext"))
            expect(cell("%load_ext").locator(".jp-OutputArea")).to_contain_text("Loaded")
            stub = cell("NotImplementedError").locator(".cm-content")
            stub.click()
            page.keyboard.press("Control+a")
            page.keyboard.press("Delete")
            page.keyboard.insert_text(reference)
            run(cell(reference.splitlines()[0]))
            check = cell(f"%check {SLUG}")
            checking = time.monotonic()
            run(check)
            expect(check.locator(".jp-OutputArea")).to_contain_text("Every check passes")
            return ready, time.monotonic() - checking
        finally:
            browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, help="a site built already")
    options = parser.parse_args()
    sys.path.insert(0, str(REPO))
    from grader.platforms.site.build import build_site

    with tempfile.TemporaryDirectory() as scratch:
        site = options.site or build_site(Path(scratch) / "site", REPO / "build" / "site-cache")
        size, maps = folder_bytes(site), left_out_maps()
        print(f"site: {size / MB:.1f} MB in {sum(1 for _ in site.rglob('*'))} entries")
        print(f"  source maps left out: {maps / MB:.1f} MB (with them: {(size + maps) / MB:.1f})")
        handler = functools.partial(Quiet, directory=str(site))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        reference = (REPO / "solutions" / SLUG / "reference.py").read_text("utf-8")
        runs = [one_run(base, reference) for _ in range(options.runs)]
        server.shutdown()
    medians = {
        "size MB": size / MB,
        "kernel ready s": statistics.median(ready for ready, _ in runs),
        "%check s": statistics.median(check for _, check in runs),
    }
    print(f"{'measure':<16}{'median':>8}{'target':>8}")
    for name, value in medians.items():
        verdict = "ok" if value <= TARGETS[name] else "OVER"
        print(f"{name:<16}{value:>8.1f}{TARGETS[name]:>8.1f}  {verdict}")


if __name__ == "__main__":
    main()
