"""Benchmark of the isolation layers: medians on this machine.

    python benchmarks/isolation.py [--runs N] [--calls N]

Reports, for bubblewrap and for the bare child (process+rlimits), each as the kit runs it here
(bubblewrap with its seccomp filter; learner code as nobody where the grader is root): (1) one
submission's sandbox cost, from starting a child through loading a one-line `solve`, one call
and the kill of its process tree, and the difference between the two layers; (2) the round
trip of one call of that `solve` with two short lists. Runs of the two layers alternate, so
that load on the machine weighs on both alike.
"""

from __future__ import annotations

import argparse
import statistics
import time

from grader.sandbox import seccomp
from grader.sandbox.isolation import BUBBLEWRAP, Layer, choose_layer, learner_user
from grader.sandbox.process import Unit
from grader.sandbox.session import Session

SOURCE = "def solve(citations, retrieved_ids):\n    return citations\n"
ARGS = (["doc-1", "doc-2", "doc-3"], ["doc-2"])


def one_submission(layer: Layer) -> float:
    started = time.perf_counter()
    session = Session([Unit("submission.py", SOURCE)], "solve", 2, layer=layer)
    session.start()
    session.call(ARGS)
    session.close()
    return time.perf_counter() - started


def round_trips(layer: Layer, calls: int) -> list[float]:
    session = Session([Unit("submission.py", SOURCE)], "solve", 2, layer=layer)
    session.start()
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        session.call(ARGS)
        times.append(time.perf_counter() - started)
    session.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40, help="submissions per layer")
    parser.add_argument("--calls", type=int, default=5000, help="calls per layer")
    options = parser.parse_args()
    layers = [choose_layer(), choose_layer(use_bubblewrap=False)]
    if layers[0].name != BUBBLEWRAP:
        print(f"bubblewrap is not available here ({layers[0].weaker_because}); bare child only")
        layers = layers[1:]
    else:
        machine = seccomp.machine()
        print(f"{layers[0].note} Seccomp filter: {'for ' + machine if machine else 'none'}.")
    user = learner_user()
    print(f"Learner code runs as {'uid ' + str(user) if user is not None else 'this user'}.")
    submissions: dict[str, list[float]] = {layer.name: [] for layer in layers}
    for layer in layers:
        one_submission(layer)  # warm the file cache
    for _ in range(options.runs):
        for layer in layers:
            submissions[layer.name].append(one_submission(layer))
    medians = {name: statistics.median(times) for name, times in submissions.items()}
    for name, median in medians.items():
        print(f"submission, {name:16} {median * 1000:8.1f} ms  (start, load, 1 call, kill)")
    if len(medians) == 2:
        overhead = medians[BUBBLEWRAP] - min(medians.values())
        print(f"bubblewrap overhead per submission  {overhead * 1000:8.1f} ms")
    for layer in layers:
        median = statistics.median(round_trips(layer, options.calls))
        print(f"call round trip, {layer.name:16} {median * 1e6:5.0f} µs")


if __name__ == "__main__":
    main()
