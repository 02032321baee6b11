"""prctl(2), which the standard library does not wrap, and the options the kit uses."""

from __future__ import annotations

import sys

PR_SET_PDEATHSIG = 1
PR_SET_KEEPCAPS = 8
PR_SET_CHILD_SUBREAPER = 36
PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE = 47, 2


def prctl(option: int, *values: int) -> None:
    """prctl(option, *values) on Linux; nothing elsewhere."""
    if sys.platform == "linux":
        import ctypes  # only the processes that need prctl pay for loading ctypes

        arguments = (*values, 0, 0, 0, 0)[:4]
        if ctypes.CDLL(None, use_errno=True).prctl(option, *arguments) != 0:
            raise OSError(ctypes.get_errno(), f"prctl({option}) failed")
