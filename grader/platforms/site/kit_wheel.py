"""The kit as a wheel the browser installs: the learner bundle's files (`kit/bundle.py`: no
reference, no walkthrough, the fixed checks' answers recorded), nothing more."""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata
import tempfile
import zipfile
from pathlib import Path

from grader.kit.bundle import build_bundle

NAME = "citekit"
# Inside the wheel the lessons sit where an installed kit keeps them (`lessons.kit_root`).
KIT_FOLDERS = ("exercises", "hints", "notebooks")
# The same date on every entry, so the same kit gives the same wheel, byte for byte.
ENTRY_DATE = (2020, 1, 1, 0, 0, 0)


def kit_version() -> str:
    return importlib.metadata.version(NAME)


def build_kit_wheel(folder: Path, requires: list[str]) -> Path:
    """Write the learner copy of the kit as a pure-Python wheel into `folder`, depending on
    `requires` (requirement strings), and return its path."""
    version = kit_version()
    wheel = folder / f"{NAME}-{version}-py3-none-any.whl"
    with tempfile.TemporaryDirectory() as scratch:
        bundle = build_bundle(Path(scratch) / "bundle", with_solutions=False)
        entries = {
            path.relative_to(bundle).as_posix(): path.read_bytes()
            for path in sorted((bundle / "grader").rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts
        }
        for name in KIT_FOLDERS:
            for path in sorted((bundle / name).rglob("*")):
                if path.is_file():
                    entries[f"grader/_kit/{path.relative_to(bundle).as_posix()}"] = (
                        path.read_bytes()
                    )
    info = f"{NAME}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {requirement}\n" for requirement in requires)
    entries[f"{info}/METADATA"] = metadata.encode()
    entries[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: citekit\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    record = [f"{name},sha256={_digest(data)},{len(data)}" for name, data in entries.items()]
    entries[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(zipfile.ZipInfo(name, ENTRY_DATE), data, zipfile.ZIP_DEFLATED)
    return wheel


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
