"""What the child may use and who it runs as, set before any learner code runs: resource
limits, soft and hard alike so they cannot be raised again without CAP_SYS_RESOURCE, and
another user where the grader is root."""

from __future__ import annotations

import os
import resource

from .linux import PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, PR_SET_KEEPCAPS, prctl

CAP_DAC_READ_SEARCH = 2
LINUX_CAPABILITY_VERSION_3 = 0x20080522


def set_limits(limits: dict[str, list[int]]) -> None:
    """Apply {"AS": [soft, hard], …}, never above a hard limit already in force."""
    for name, (soft, hard) in limits.items():
        kind = getattr(resource, "RLIMIT_" + name)
        ceiling = resource.getrlimit(kind)[1]
        if ceiling != resource.RLIM_INFINITY:
            soft, hard = min(soft, ceiling), min(hard, ceiling)
        resource.setrlimit(kind, (soft, hard))


def become(user: int, read_all: bool) -> None:
    """Run as `user`, in its group and no other, for good: where the grader is root, learner
    code then cannot signal the keeper or the grader, and RLIMIT_NPROC, never enforced for
    root, holds. `read_all` keeps one capability, CAP_DAC_READ_SEARCH (read any file, search
    any folder), through exec too: for an interpreter installed where `user` may not look."""
    if read_all:
        prctl(PR_SET_KEEPCAPS, 1)  # setuid then keeps the permitted set
    os.setgroups([])
    os.setgid(user)  # as root, real, effective and saved alike
    os.setuid(user)
    if read_all:
        import ctypes

        # capset(2): one bit, effective, permitted and inheritable; ambient then carries it
        # through exec (Linux 4.3 or newer).
        header = (ctypes.c_uint32 * 2)(LINUX_CAPABILITY_VERSION_3, 0)
        bit = 1 << CAP_DAC_READ_SEARCH
        sets = (ctypes.c_uint32 * 6)(bit, bit, bit, 0, 0, 0)
        if ctypes.CDLL(None, use_errno=True).capset(header, sets) != 0:
            raise OSError(ctypes.get_errno(), "capset failed")
        prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_DAC_READ_SEARCH)
