"""The kit inside the site's notebooks (`%load_ext grader.platforms.site.extension`): `%check`
grades the cells this kernel ran in this very process, since the browser starts no other
(`sandbox/in_process.py`), and `%hint` opens and records a stage as on the desktop."""

from __future__ import annotations

from typing import Any

from grader import notebook
from grader.sandbox.in_process import IN_PROCESS


def load_ipython_extension(shell: Any) -> None:
    notebook.register(shell, IN_PROCESS)
