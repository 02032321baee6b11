"""`citekit site OUT`: lay out a JupyterLite folder (the lessons' notebooks; Pyodide's core
beside the trimmed lock of the wheels the kernel starts with, the kit's and Hypothesis' among
them, so the kit is imported like any installed package) and run `jupyter lite build` on it."""

from __future__ import annotations

import email
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

from grader.ground.errors import KitError
from grader.platforms.site import artefacts, lock
from grader.platforms.site.kit_wheel import NAME, build_kit_wheel
from grader.platforms.site.notebooks import write_contents
from grader.sandbox.isolation import HASH_SEED

JUPYTERLITE = "0.8.6"  # jupyterlite-core and jupyterlite-pyodide-kernel, released together
# Hypothesis for the browser's Python: the last release that is pure Python (later ones carry a
# compiled part, built for no browser). The grader's own may be newer, so a property's
# smallest failing input can, rarely, differ from `citekit check`'s; verdicts do not.
BROWSER_HYPOTHESIS = "6.155.7"
# The kernel also installs `comm`, which Pyodide's lock lacks: from the package index too,
# into `pypi/`, where the kernel's installer finds it.
COMM = "0.2.3"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# What the Pyodide kernel loads as it starts (micropip, then IPython and jedi for itself);
# with their dependencies, and the kit's, the wheels the trimmed lock keeps.
KERNEL_PACKAGES = ("micropip", "packaging", "ipython", "jedi")
# Loaded before the kernel starts: the kit's `%load_ext` is then a plain import.
PRELOADED = ("micropip", NAME)
# Pyodide's core files the kernel loads; the rest of the npm package (consoles, type
# declarations, source maps) stays out.
CORE_FILES = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
SOURCE_MAP = ".map"
NOT_INSTALLED = (
    "Building the site needs jupyterlite-core and jupyterlite-pyodide-kernel {version} "
    "({problem}). Install them into the kit's environment with `pip install -e '.[site]'` "
    "and build again."
)


def build_site(out: Path, cache: Path) -> Path:
    """Build the site into `out` (which must not exist). Pyodide's core and the wheels come
    from `cache`, fetched there from the registries when missing."""
    if out.exists():
        raise KitError(f"{out} exists already; choose a new path or remove it first.")
    _check_jupyterlite()
    cache = cache.resolve()
    with tempfile.TemporaryDirectory() as scratch:  # nothing half-built is left at OUT
        lite = Path(scratch) / "lite"
        write_contents(lite / "files")
        (lite / "pypi").mkdir()
        shutil.copy2(artefacts.wheel(cache / "wheels", "comm", COMM), lite / "pypi")
        _pyodide(lite / "static" / "pyodide", cache)
        _settings(lite / "jupyter-lite.json")
        built = Path(scratch) / "site"
        _jupyter_lite_build(lite, built)
        for source_map in sorted(built.rglob(f"*{SOURCE_MAP}")):
            source_map.unlink()  # half the site's size, and the site runs without them
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(built, out)
    return out


def _check_jupyterlite() -> None:
    for distribution in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        try:
            version = importlib.metadata.version(distribution)
        except importlib.metadata.PackageNotFoundError:
            problem = f"{distribution} is not installed"
        else:
            if version == JUPYTERLITE:
                continue
            problem = f"{distribution} {version} is installed"
        raise KitError(NOT_INSTALLED.format(version=JUPYTERLITE, problem=problem))


def _pyodide(folder: Path, cache: Path) -> None:
    """Pyodide's core files into `folder`, beside the wheels of the trimmed lock: the kernel's
    packages, Hypothesis and the kit, with what they need."""
    folder.mkdir(parents=True)
    version = artefacts.pinned_pyodide()
    with tarfile.open(artefacts.pyodide_core(cache, version)) as tarball:
        for name in CORE_FILES:
            member = tarball.extractfile(f"package/{name}")
            if member is None:
                raise KitError(f"Pyodide {version}'s npm package has no {name}.")
            (folder / name).write_bytes(member.read())
    full = json.loads((folder / "pyodide-lock.json").read_text("utf-8"))
    hypothesis = artefacts.wheel(cache / "wheels", "hypothesis", BROWSER_HYPOTHESIS)
    hypothesis_needs = _needs(hypothesis)
    names = lock.closure(full, [*KERNEL_PACKAGES, *hypothesis_needs])
    wheels = {}
    for name in names:
        fetched = artefacts.wheel(cache / "wheels", name, full["packages"][name]["version"])
        wheels[name] = Path(shutil.copy2(fetched, folder))
    trimmed = lock.trimmed(full, wheels)
    shipped = Path(shutil.copy2(hypothesis, folder))
    trimmed["packages"]["hypothesis"] = lock.entry(
        "hypothesis", BROWSER_HYPOTHESIS, shipped, ["hypothesis"], hypothesis_needs
    )
    kit = build_kit_wheel(folder, [f"hypothesis=={BROWSER_HYPOTHESIS}"])
    trimmed["packages"][NAME] = lock.entry(NAME, kit_version(kit), kit, ["grader"], ["hypothesis"])
    text = json.dumps(trimmed, indent=1, sort_keys=True)
    (folder / "pyodide-lock.json").write_text(text + "\n", encoding="utf-8")


def kit_version(wheel: Path) -> str:
    return wheel.name.split("-")[1]


def _needs(wheel: Path) -> list[str]:
    """What `wheel` depends on in the browser's Python (3.14): its requirements without a
    marker (the rest are for older Pythons or extras), by name."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        requires = email.message_from_bytes(archive.read(name)).get_all("Requires-Dist") or []
    found = (re.match(r"[A-Za-z0-9._-]+", need) for need in requires if ";" not in need)
    return [lock.normalized(match.group(0)) for match in found if match]


def _settings(path: Path) -> None:
    # The child's hash seed, so that a set's order, and so a verdict, is the same as in a child.
    seed = {"PYTHONHASHSEED": HASH_SEED}
    options = {"packages": list(PRELOADED), "env": seed}
    kernel = {"disablePyPIFallback": True, "loadPyodideOptions": options}
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"appName": NAME, "litePluginSettings": {KERNEL_PLUGIN: kernel}},
    }
    path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def _jupyter_lite_build(lite: Path, out: Path) -> None:
    command = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite)]
    command += ["--output-dir", str(out), "--apps", "lab", "--no-sourcemaps"]
    done = subprocess.run(command, cwd=lite, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip()[-artefacts.TAIL_CHARS :]
        raise KitError(f"`jupyter lite build` failed:\n{said}\nFix what it names and build again.")
