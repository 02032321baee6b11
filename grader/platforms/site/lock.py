"""Pyodide's package lock, trimmed to the packages the site ships, each entry's digest that of
the wheel shipped: the wheels come from the Python package index, not from Pyodide's build, so
their digests differ from the lock's, and the browser refuses a wheel whose digest does not
match. Written by the build, never by hand."""

from __future__ import annotations

import copy
import hashlib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from grader.ground.errors import KitError


def normalized(name: str) -> str:
    """A package name as the lock keys it (PEP 503: `prompt_toolkit` is `prompt-toolkit`)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(lock: dict[str, Any], roots: Iterable[str]) -> list[str]:
    """`roots` and every package they depend on, as the lock records dependencies, sorted."""
    packages = lock["packages"]
    found: set[str] = set()
    waiting = [normalized(root) for root in roots]
    while waiting:
        name = waiting.pop()
        if name in found:
            continue
        if name not in packages:
            raise KitError(f"Pyodide's lock has no package {name!r}; the site cannot ship it.")
        found.add(name)
        waiting += [normalized(dependency) for dependency in packages[name]["depends"]]
    return sorted(found)


def trimmed(lock: dict[str, Any], wheels: dict[str, Path]) -> dict[str, Any]:
    """The lock with only the packages in `wheels` (name: the wheel shipped for it), each
    entry naming that wheel and its SHA-256; the packages to add go in with `entry`."""
    packages = lock["packages"]
    kept: dict[str, Any] = {}
    for name, wheel in sorted(wheels.items()):
        entry = copy.deepcopy(packages[name])
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        kept[name] = entry
    return {**lock, "packages": kept}


def entry(name: str, version: str, wheel: Path, imports: list[str], depends: list[str]) -> Any:
    """A lock entry for a pure-Python `wheel` that Pyodide's lock does not list."""
    return {
        "name": name,
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
    }
