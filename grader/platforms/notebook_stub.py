"""Stand-ins for `%check` and `%hint` in a kernel where the kit is not loaded yet.

The kit installs an IPython kernel configuration (`etc/ipython/ipython_kernel_config.py` in
its environment) that loads this module in every kernel there. A learner who runs a check
or hint cell before the notebook's first code cell then reads what to do, in one line,
instead of IPython's "Line magic function `%check` not found". `%load_ext grader.notebook`
replaces both stand-ins with the real commands. Nothing heavy is imported here.
"""

from __future__ import annotations

from typing import Any

NOT_LOADED = (
    "The kit's commands are not loaded in this kernel yet: run the notebook's first code "
    "cell (`%load_ext grader.notebook`), then this cell again."
)


def _not_loaded(line: str) -> None:
    print(NOT_LOADED)


def load_ipython_extension(shell: Any) -> None:
    line_magics = shell.magics_manager.magics["line"]
    for name in ("check", "hint"):
        if name not in line_magics:
            shell.register_magic_function(_not_loaded, "line", name)
