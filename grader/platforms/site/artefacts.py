"""The site's pinned artefacts, fetched from the package registries only and kept in a cache
folder, so a second build needs no network: Pyodide's core from its npm package (by the
bundled Node's npm), pure-Python wheels from the Python package index."""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

from grader.ground.errors import KitError
from grader.sandbox.node import node_binary

NPM_PACKAGE = "pyodide"
# What a run of `npm` or `pip` may print before the paragraph that reports it is cut.
TAIL_CHARS = 1500
UNREACHABLE = (
    "Could not fetch {what} ({problem}). The site is built from the package registries (the "
    "npm registry and the Python package index) and caches what it fetched in {cache}: "
    "build once where they can be reached, or point --cache at a folder that holds them."
)


def pinned_pyodide() -> str:
    """The Pyodide version the installed kernel package pins: the only one it runs with."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    version: str = PYODIDE_VERSION
    return version


def pyodide_core(cache: Path, version: str) -> Path:
    """The npm package's tarball of Pyodide `version`, fetched once into `cache`."""
    tarball = cache / f"{NPM_PACKAGE}-{version}.tgz"
    if not tarball.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        npm = node_binary().parent.parent / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
        command = [str(node_binary()), str(npm), "pack", f"{NPM_PACKAGE}@{version}"]
        _run([*command, "--pack-destination", str(cache)], f"{NPM_PACKAGE}@{version}", cache)
    if not tarfile.is_tarfile(tarball):
        raise KitError(f"{tarball} is not a tarball; delete it and build again.")
    return tarball


def wheel(cache: Path, name: str, version: str) -> Path:
    """The pure-Python wheel of `name` at `version` for the browser's Python, fetched once."""
    found = _cached_wheel(cache, name, version)
    if found is None:
        cache.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
        command += ["--only-binary=:all:", "--platform", "any", "--python-version", "3.14"]
        _run([*command, "--dest", str(cache), f"{name}=={version}"], f"{name}=={version}", cache)
        found = _cached_wheel(cache, name, version)
    if found is None:
        raise KitError(
            f"pip fetched no pure-Python wheel of {name} {version}; the browser's Python can "
            "install only those. Pin a version that publishes one."
        )
    return found


def _cached_wheel(cache: Path, name: str, version: str) -> Path | None:
    stem = f"{name.replace('-', '_').lower()}-{version}-"
    for path in sorted(cache.glob("*.whl")):
        if path.name.lower().startswith(stem) and path.name.endswith("-none-any.whl"):
            return path
    return None


def _run(command: list[str], what: str, cache: Path) -> None:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=cache)
    except (OSError, subprocess.TimeoutExpired) as problem:
        raise KitError(UNREACHABLE.format(what=what, problem=problem, cache=cache)) from None
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip()[-TAIL_CHARS:]
        raise KitError(UNREACHABLE.format(what=what, problem=said, cache=cache))
