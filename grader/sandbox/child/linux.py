"""prctl(2) and capset(2), which the standard library does not wrap, and the options the kit
uses."""

from __future__ import annotations

import errno
import sys

PR_SET_PDEATHSIG = 1
PR_CAPBSET_DROP = 24
PR_SET_SECUREBITS = 28
PR_SET_CHILD_SUBREAPER = 36
PR_SET_NO_NEW_PRIVS = 38
PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 47, 4
# securebits(7): exec as root grants no capability, setuid keeps none, none is raised into
# the ambient set; each locked, so that no later prctl can undo it.
SECBIT_NOROOT, SECBIT_NOROOT_LOCKED = 1 << 0, 1 << 1
SECBIT_NO_SETUID_FIXUP_LOCKED = 1 << 3  # with SECBIT_NO_SETUID_FIXUP itself off
SECBIT_KEEP_CAPS_LOCKED = 1 << 5  # with SECBIT_KEEP_CAPS itself off
SECBIT_NO_CAP_AMBIENT_RAISE, SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED = 1 << 6, 1 << 7
LINUX_CAPABILITY_VERSION_3 = 0x20080522


def prctl(option: int, *values: int) -> None:
    """prctl(option, *values) on Linux; nothing elsewhere."""
    if sys.platform == "linux":
        import ctypes  # only the processes that need prctl pay for loading ctypes

        arguments = (*values, 0, 0, 0, 0)[:4]
        if ctypes.CDLL(None, use_errno=True).prctl(option, *arguments) != 0:
            raise OSError(ctypes.get_errno(), f"prctl({option}) failed")


def drop_bounding_set() -> None:
    """Drop every capability the kernel knows from the bounding set (needs CAP_SETPCAP): the
    first number it calls invalid is one past its last capability."""
    for capability in range(64):
        try:
            prctl(PR_CAPBSET_DROP, capability)
        except OSError as error:
            if error.errno == errno.EINVAL:
                return
            raise


def clear_capability_sets() -> None:
    """capset(2): empty the effective, permitted and inheritable sets of this thread."""
    import ctypes

    header = (ctypes.c_uint32 * 2)(LINUX_CAPABILITY_VERSION_3, 0)
    sets = (ctypes.c_uint32 * 6)()  # two of each set, all zero
    if ctypes.CDLL(None, use_errno=True).capset(header, sets) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")
