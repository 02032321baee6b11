"""How much time and how many resources one submission's learner code may use."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any

MIB = 1024 * 1024
# V8 reserves far more address space than it uses: Node does not start under an address-space
# limit below about 1.2 GiB, whatever its heap. A JavaScript child's heap is bounded by V8
# itself (`--max-old-space-size`, the lesson's memory), and its address space by that plus
# this reserve, which leaves room for V8's reservations and little more (measured with 512 MB:
# a heap hog ends with "JavaScript heap out of memory" at about 570 MB resident, a hog of
# Buffers, which live outside the heap, at about 950 MB).
V8_RESERVE_MB = 1536
# Threads Node runs of its own (with `--v8-pool-size=1`): the main one and three helpers.
NODE_THREADS = 4


@dataclass(frozen=True)
class Limits:
    """A lesson's `[limits]` table, or the defaults; `citekit check` can override some.

    Wall-clock limits (seconds) are enforced by the grader whatever the isolation layer; the
    rest become resource limits (setrlimit) of the child before any learner code runs."""

    call_seconds: float = 3.0  # one call of the learner's function
    load_seconds: float = 10.0  # running the submission's top-level code
    submission_seconds: float = 45.0  # everything, restarts of a dead child included
    output_chars: int = 4000  # what a report keeps of what one check printed
    message_bytes: int = 8 * MIB  # the largest reply the grader reads
    memory_mb: int = 512  # address space of each learner process; `processes` times that in all
    cpu_seconds: float = 30.0  # CPU time of each learner process
    file_mb: int = 16  # the largest file it may write; with bubblewrap, all of its scratch
    open_files: int = 64
    processes: int = 8  # processes and threads at once, where the count holds (see `rlimits`)

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"the limit {field.name} must be a positive number, not {value!r}")

    def overridden(self, **values: Any) -> Limits:
        """These limits with the given ones replaced; None keeps a limit as it is."""
        return replace(self, **{name: value for name, value in values.items() if value is not None})

    def rlimits(self, count_processes: bool, node: bool = False) -> dict[str, list[int]]:
        """The child's resource limits as {name: [soft, hard]}, for `child.limits.set_limits`.

        CPU's hard limit is a second above the soft one, so the child first gets SIGXCPU,
        which names the cause, before SIGKILL. RLIMIT_NPROC counts every process and thread
        of the same user in the same user namespace, and is never enforced for root, so it is
        set only where `count_processes`: the child has a user namespace of its own, or runs
        as a user of its own (the grader being root). With it, the learner's processes
        together have at most `processes` times `memory_mb` of address space. A
        Node child gets V8's reserve on top of its address space, and Node's own
        threads on top of its processes."""
        memory_mb = self.memory_mb + (V8_RESERVE_MB if node else 0)
        memory, file_size = int(memory_mb * MIB), int(self.file_mb * MIB)
        cpu, files, processes = (
            math.ceil(self.cpu_seconds),
            int(self.open_files),
            int(self.processes) + (NODE_THREADS if node else 0),
        )
        limits = {
            "AS": [memory, memory],
            "CPU": [cpu, cpu + 1],
            "FSIZE": [file_size, file_size],
            "NOFILE": [files, files],
            "CORE": [0, 0],  # a crash must not write a core file, nor hand one to the host
        }
        if count_processes:
            limits["NPROC"] = [processes, processes]
        return limits
