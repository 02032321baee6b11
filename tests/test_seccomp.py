"""The seccomp filter as built, and as the kernel runs it: installed in a forked copy of the
test process, every denied group fails with ENOSYS while fork and threads still work."""

from __future__ import annotations

import ctypes
import errno
import os
import sys
import threading

import pytest

from grader.sandbox import seccomp

# One call per denied group, made with ctypes as learner code could: (name, arguments).
ATTEMPTS = {
    "tracing": ("ptrace", (0, 0, 0, 0)),  # PTRACE_TRACEME
    "mounts": ("mount", (0, 0, 0, 0, 0)),
    "namespaces": ("unshare", (0x20000,)),  # CLONE_NEWNS
    "keyrings": ("keyctl", (0, -3)),  # KEYCTL_GET_KEYRING_ID of the session keyring
    "bpf": ("bpf", (0, 0, 0)),
    "perf": ("perf_event_open", (0, 0, -1, -1, 0)),
    "io_uring": ("io_uring_setup", (1, 0)),
    "modules": ("finit_module", (-1, 0, 0)),
    "kexec_and_reboot": ("reboot", (0, 0, 0, 0)),
    "swap": ("swapoff", (0,)),
    "userfaultfd": ("userfaultfd", (0,)),
}
# Numbers of calls the filter allows, for the tests.
NUMBERS = {"getpid": {"x86_64": 39, "aarch64": 172}}


def syscall_number(name: str) -> int:
    machine = seccomp.machine()
    if machine is None:
        pytest.skip("the kit has no seccomp filter for this architecture")
    if name in NUMBERS:
        return NUMBERS[name][machine]
    return seccomp.ARCHITECTURES[machine].numbers[name]


def test_every_denied_call_is_numbered_on_both_architectures() -> None:
    for name, architecture in seccomp.ARCHITECTURES.items():
        assert set(seccomp.denied_calls()) <= set(architecture.numbers)
        program = seccomp.program(name)
        assert len(program) % 8 == 0 and len(program) // 8 < 4096
    assert set(ATTEMPTS) == set(seccomp.DENIED)
    assert all(name in seccomp.DENIED[group] for group, (name, _) in ATTEMPTS.items())


def test_the_filter_as_the_kernel_runs_it() -> None:
    """Installed in a forked copy of this process, without bubblewrap: every group is denied,
    threads and fork still work."""
    if sys.platform != "linux" or seccomp.machine() is None:
        pytest.skip("seccomp filters for x86_64 and aarch64 Linux only")
    program = seccomp.program(str(seccomp.machine()))
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the forked copy
        os.close(read)
        os.write(write, _filtered(program).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as answers:
        found = answers.read()
    os.waitpid(pid, 0)
    expected = [f"{group}={errno.ENOSYS}" for group in sorted(ATTEMPTS)]
    assert found.split() == [*expected, "fork=0", "thread=0"], found


def _filtered(program: bytes) -> str:
    libc = ctypes.CDLL(None, use_errno=True)

    class Filter(ctypes.Structure):
        _fields_ = [("length", ctypes.c_ushort), ("instructions", ctypes.c_char_p)]

    code = ctypes.create_string_buffer(program, len(program))
    compiled = Filter(len(program) // 8, ctypes.cast(code, ctypes.c_char_p))
    # PR_SET_NO_NEW_PRIVS, then PR_SET_SECCOMP with SECCOMP_MODE_FILTER
    if libc.prctl(38, 1, 0, 0, 0) or libc.prctl(22, 2, ctypes.byref(compiled), 0, 0):
        return f"install failed: {ctypes.get_errno()}"
    found = []
    for group in sorted(ATTEMPTS):
        name, arguments = ATTEMPTS[group]
        number = syscall_number(name)
        libc.syscall(number, *[ctypes.c_long(a) for a in arguments])
        found.append(f"{group}={ctypes.get_errno()}")
    child = os.fork()
    if child == 0:
        os._exit(0)
    found.append(f"fork={os.waitpid(child, 0)[1]}")
    thread = threading.Thread(target=lambda: None)
    thread.start()
    thread.join()
    found.append("thread=0")
    return " ".join(found)
