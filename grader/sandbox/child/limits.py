"""What the child may use and who it runs as, set before any learner code runs: resource
limits, soft and hard alike so they cannot be raised again without CAP_SYS_RESOURCE, and,
where the grader is root, another user without any capability."""

from __future__ import annotations

import os
import resource
import sys

from .linux import (
    PR_CAP_AMBIENT,
    PR_CAP_AMBIENT_CLEAR_ALL,
    PR_SET_NO_NEW_PRIVS,
    PR_SET_SECUREBITS,
    SECBIT_KEEP_CAPS_LOCKED,
    SECBIT_NO_CAP_AMBIENT_RAISE,
    SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED,
    SECBIT_NO_SETUID_FIXUP_LOCKED,
    SECBIT_NOROOT,
    SECBIT_NOROOT_LOCKED,
    clear_capability_sets,
    drop_bounding_set,
    prctl,
)

SECUREBITS = (
    SECBIT_NOROOT
    | SECBIT_NOROOT_LOCKED
    | SECBIT_NO_SETUID_FIXUP_LOCKED
    | SECBIT_KEEP_CAPS_LOCKED
    | SECBIT_NO_CAP_AMBIENT_RAISE
    | SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED
)


def set_limits(limits: dict[str, list[int]]) -> None:
    """Apply {"AS": [soft, hard], …}, never above a hard limit already in force."""
    for name, (soft, hard) in limits.items():
        kind = getattr(resource, "RLIMIT_" + name)
        ceiling = resource.getrlimit(kind)[1]
        if ceiling != resource.RLIM_INFINITY:
            soft, hard = min(soft, ceiling), min(hard, ceiling)
        resource.setrlimit(kind, (soft, hard))


def hold_search_path() -> None:
    """Open each entry of the module search path and import through what is open from now on:
    once this process is a user without capabilities, it may not look up the path to the
    standard library (an interpreter under root's home folder), but /proc/self/fd/N leads to
    a folder it holds open whoever may look up its path."""
    held = []
    for entry in sys.path:
        try:
            held.append(f"/proc/self/fd/{os.open(entry, os.O_PATH)}")
        except OSError:
            continue  # an entry that does not exist, such as the usual python3X.zip
    sys.path[:] = held
    sys.path_importer_cache.clear()


def become(user: int) -> None:
    """Run as `user`, in its group and no other, for good, with no capability in any set:
    where the grader is root, learner code then cannot signal the keeper or the grader,
    RLIMIT_NPROC, never enforced for root, holds, and it reads only what any user may.

    The order matters: groups and the securebits and the bounding set while this process
    still has CAP_SETGID and CAP_SETPCAP; setuid last of the identity, which empties the
    permitted, effective and ambient sets (SECBIT_KEEP_CAPS off and locked); then the
    inheritable set, and no_new_privs so that no program it starts gains any. Capabilities
    are Linux's: elsewhere, only the user changes."""
    linux = sys.platform == "linux"
    os.setgroups([])
    os.setgid(user)  # as root, real, effective and saved alike
    if linux:
        prctl(PR_SET_SECUREBITS, SECUREBITS)
        drop_bounding_set()
        prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL)
    os.setuid(user)
    if linux:
        clear_capability_sets()
        prctl(PR_SET_NO_NEW_PRIVS, 1)
        if held := held_capabilities():
            raise PermissionError(f"the child still holds capabilities: {held}")


def held_capabilities() -> dict[str, str]:
    """The capability sets of /proc/self/status that are not empty."""
    with open("/proc/self/status") as status:
        fields = dict(line.split(":", 1) for line in status if line.startswith("Cap"))
    return {name: mask.strip() for name, mask in fields.items() if int(mask, 16)}
