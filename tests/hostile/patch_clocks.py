"""A correct but quadratic solution that tries to pass the scaling check by lying about time:
it makes every clock the child can read (and its resource usage) say that no time passes,
and replaces anything in the child's own program that looks like a timing helper."""

import os
import resource
import sys
import time
from typing import Any

program = [module for name, module in sys.modules.items() if name.split(".")[0] == "child"]
for module in program:
    for name in dir(module):
        if "time" in name.lower() or "touch" in name.lower() or "baseline" in name.lower():
            setattr(module, name, lambda *args, **kwargs: 0)

for clock in ("perf_counter", "thread_time", "process_time", "monotonic", "time"):
    setattr(time, clock, lambda: 0.0)
    setattr(time, clock + "_ns", lambda: 0)
time.clock_gettime = lambda clock_id: 0.0  # type: ignore[assignment]
os.times = lambda: os.times_result((0.0, 0.0, 0.0, 0.0, 0.0))  # type: ignore[assignment]


def _no_usage(who: int) -> Any:
    return resource.struct_rusage((0.0, 0.0, *([0] * 14)))


resource.getrusage = _no_usage  # type: ignore[assignment]


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    result: list[str] = []
    for c in citations:
        if c not in retrieved_ids and c not in result:
            result.append(c)
    return result
