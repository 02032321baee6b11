"""The sandbox's seccomp filter: system calls that no solution needs fail with ENOSYS.

bubblewrap loads the filter (`--seccomp FD`) just before it starts the child, so it holds for
the child and everything the child starts. The program is classic BPF built here for x86_64
and aarch64: a few dozen instructions that can be read and tested whole, and no native
library (libseccomp) at run time. ENOSYS, "no such call", is an answer no sandbox gives on
its own (a missing capability gives EPERM), so a test can tell the filter at work, and
libraries that try a newer call first (clone3) fall back to an older one that is checked.
"""

from __future__ import annotations

import errno
import platform
import struct
from dataclasses import dataclass

# What the sandbox denies, by group; each name is a system call of both architectures.
DENIED = {
    "tracing": ("ptrace", "process_vm_readv", "process_vm_writev"),
    "mounts": (
        *("mount", "umount2", "pivot_root", "open_tree", "move_mount"),
        *("fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr"),
    ),
    "namespaces": ("unshare", "setns", "clone3"),  # and clone with a namespace flag
    "keyrings": ("add_key", "request_key", "keyctl"),
    "bpf": ("bpf",),
    "perf": ("perf_event_open",),
    "io_uring": ("io_uring_setup", "io_uring_enter", "io_uring_register"),
    "modules": ("init_module", "finit_module", "delete_module"),
    "kexec_and_reboot": ("kexec_load", "kexec_file_load", "reboot"),
    "swap": ("swapon", "swapoff"),
    "userfaultfd": ("userfaultfd",),
}
# clone's flags that make new namespaces (CLONE_NEWNS … CLONE_NEWNET).
NAMESPACE_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000
NAMESPACE_FLAGS |= 0x20000000 | 0x40000000
# personality(2), which reads 32 bits: only asking (0xffffffff) and the default persona
# (PER_LINUX, 0) are allowed; the rest change how the kernel treats the process (no address
# randomisation, say).
PERSONALITY_ALLOWED = (0, 0xFFFFFFFF)


@dataclass(frozen=True)
class Architecture:
    audit: int  # AUDIT_ARCH_*: what seccomp_data.arch holds for this ABI
    numbers: dict[str, int]
    x32: bool = False  # x86_64's x32 ABI: the same calls numbered above 0x40000000


SHARED = {  # numbered alike on both since Linux 5.1
    "open_tree": 428,
    "move_mount": 429,
    "fsopen": 430,
    "fsconfig": 431,
    "fsmount": 432,
    "fspick": 433,
    "clone3": 435,
    "mount_setattr": 442,
    "io_uring_setup": 425,
    "io_uring_enter": 426,
    "io_uring_register": 427,
}
ARCHITECTURES = {
    "x86_64": Architecture(
        0xC000003E,
        {
            **SHARED,
            **{"ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311},
            **{"mount": 165, "umount2": 166, "pivot_root": 155},
            **{"unshare": 272, "setns": 308, "clone": 56},
            **{"add_key": 248, "request_key": 249, "keyctl": 250},
            **{"bpf": 321, "perf_event_open": 298, "userfaultfd": 323},
            **{"init_module": 175, "finit_module": 313, "delete_module": 176},
            **{"kexec_load": 246, "kexec_file_load": 320, "reboot": 169},
            **{"swapon": 167, "swapoff": 168, "personality": 135},
        },
        x32=True,
    ),
    "aarch64": Architecture(
        0xC00000B7,
        {
            **SHARED,
            **{"ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271},
            **{"mount": 40, "umount2": 39, "pivot_root": 41},
            **{"unshare": 97, "setns": 268, "clone": 220},
            **{"add_key": 217, "request_key": 218, "keyctl": 219},
            **{"bpf": 280, "perf_event_open": 241, "userfaultfd": 282},
            **{"init_module": 105, "finit_module": 273, "delete_module": 106},
            **{"kexec_load": 104, "kexec_file_load": 294, "reboot": 142},
            **{"swapon": 224, "swapoff": 225, "personality": 92},
        },
    ),
}
ALIASES = {"amd64": "x86_64", "arm64": "aarch64"}

# Classic BPF, as seccomp runs it: load a word of seccomp_data, jump, return.
LOAD = 0x20  # BPF_LD | BPF_W | BPF_ABS
JEQ, JGE, JSET = 0x15, 0x35, 0x45  # BPF_JMP | BPF_K with BPF_JEQ, BPF_JGE, BPF_JSET
RETURN = 0x06  # BPF_RET | BPF_K
ALLOW = 0x7FFF0000  # SECCOMP_RET_ALLOW
DENY = 0x00050000 | errno.ENOSYS  # SECCOMP_RET_ERRNO with the errno in the low bits
X32_BIT = 0x40000000
# Offsets in seccomp_data: nr, arch, then (after the instruction pointer) six 64-bit
# arguments, little-endian on both architectures: the first argument's low half.
NR, ARCH, ARG0_LOW = 0, 4, 16

Target = int | str  # a jump's target: 0 (the next instruction) or a label
Instruction = tuple[int, Target, Target, int]


def machine() -> str | None:
    """The architecture whose filter this machine needs, or None if the kit has none."""
    name = platform.machine().lower()
    name = ALIASES.get(name, name)
    return name if name in ARCHITECTURES else None


def denied_calls() -> list[str]:
    return [name for names in DENIED.values() for name in names]


def program(architecture: str) -> bytes:
    """The filter as bubblewrap reads it: struct sock_filter, eight bytes an instruction."""
    arch = ARCHITECTURES[architecture]
    number = arch.numbers
    code: list[Instruction] = [(LOAD, 0, 0, ARCH), (JEQ, 0, "deny", arch.audit), (LOAD, 0, 0, NR)]
    if arch.x32:
        code.append((JGE, "deny", 0, X32_BIT))
    code += [(JEQ, "deny", 0, number[name]) for name in denied_calls()]
    code += [
        (JEQ, "clone", 0, number["clone"]),
        (JEQ, "personality", 0, number["personality"]),
        (RETURN, 0, 0, ALLOW),
    ]
    labels = {"clone": len(code)}
    code += [(LOAD, 0, 0, ARG0_LOW), (JSET, "deny", 0, NAMESPACE_FLAGS), (RETURN, 0, 0, ALLOW)]
    labels["personality"] = len(code)
    code.append((LOAD, 0, 0, ARG0_LOW))
    code += [(JEQ, "allow", 0, value) for value in PERSONALITY_ALLOWED]
    labels["deny"] = len(code)
    code.append((RETURN, 0, 0, DENY))
    labels["allow"] = len(code)
    code.append((RETURN, 0, 0, ALLOW))
    return b"".join(_encode(at, instruction, labels) for at, instruction in enumerate(code))


def _encode(at: int, instruction: Instruction, labels: dict[str, int]) -> bytes:
    code, true, false, value = instruction

    def offset(target: Target) -> int:
        if isinstance(target, int):
            return target
        jump = labels[target] - at - 1
        if not 0 <= jump <= 255:
            raise ValueError(f"a jump of {jump} does not fit classic BPF")
        return jump

    return struct.pack("<HBBI", code, offset(true), offset(false), value)
