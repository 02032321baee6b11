"""A correct but quadratic solution that tries to pass the scaling check by cheating on the
timing: it slows down the child's linear baseline to quadratic and makes the child's clocks
report that every call took no time at all."""

import sys
import time
from typing import Any

main = sys.modules["__main__"]
honest_baseline = getattr(main, "linear_touch", None)


def slow_baseline(args: list[Any]) -> int:
    for argument in args:
        for item in argument:
            _ = item in argument  # a scan per item: as quadratic as solve
    return honest_baseline(args) if honest_baseline else 0


main.linear_touch = slow_baseline  # type: ignore[attr-defined]
time.perf_counter = time.thread_time = lambda: 0.0


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    result: list[str] = []
    for c in citations:
        if c not in retrieved_ids and c not in result:
            result.append(c)
    return result
