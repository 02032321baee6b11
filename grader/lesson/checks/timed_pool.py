"""The efficiency check's timed inputs, drawn once per run: a `check` draws its own, and a
class run (`citekit grade`) draws one pool from one secret seed, on which every submission of
the run is timed, so that the inputs are built and the reference answers each of them once per
worker instead of once per submission.

A pool stays in the grader's process: its seed, its inputs and the reference's answers are
never sent to a child. A child sees only the arguments of the calls it is asked to answer, as
before; each submission's child is a new one, so nothing it could keep of them reaches the
next submission through its memory (see "Isolation" in docs/architecture.md for its files)."""

from __future__ import annotations

import functools
import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from grader.sandbox.child import wire

MakeArgs = Callable[[int, random.Random], tuple[Any, ...]]  # an efficiency check's input maker
# The reference's time on an input is measured again after this many uses of it: a long run's
# load changes, and the learner's time is compared with the reference's measured in the same
# stretch of it (both are CPU times, which load changes far less than wall time), for an eighth
# of what timing the reference for every submission costs.
RETIME_EVERY = 8
_UNANSWERED: Any = object()


@dataclass
class TimedInput:
    """One timed input of the pool, made on first use, and the reference's answer to it and
    time on it."""

    size: int  # the size it is made at
    _make: Callable[[], tuple[Any, ...]] = field(repr=False)
    _args: tuple[Any, ...] | None = field(default=None, repr=False)
    _answer: Any = field(default=_UNANSWERED, repr=False)
    _seconds: float = 0.0
    _uses: int = 0

    @property
    def args(self) -> tuple[Any, ...]:
        """The input's arguments, made the first time they are asked for: an input the check
        never times (its verdict was clear without it) costs nothing."""
        if self._args is None:
            self._args = self._make()
        return self._args

    def answered_by(self, reference: Callable[..., Any]) -> tuple[Any, float]:
        """The answer of `reference` (the trial's, which copies the arguments in as a child
        reads a request) and its CPU time in this thread for what a served call does, the
        answer's encoding included: run on the first use, and again every `RETIME_EVERY`
        uses for its time."""
        if self._answer is _UNANSWERED or self._uses % RETIME_EVERY == 0:
            started = time.thread_time()
            answer = reference(*self.args)
            wire.encode(answer)
            self._seconds = time.thread_time() - started
            if self._answer is _UNANSWERED:
                self._answer = answer
        self._uses += 1
        return self._answer, self._seconds


class TimedPool:
    """Timed inputs drawn from one seed, which the operating system's randomness gives unless
    a class run hands its own to each worker: each batch of inputs is made once, on first use,
    from a generator seeded by the pool's seed and the batch's place (its maker, its round and
    sizes), so every worker given the seed makes the same inputs, and no one without it can.

    Not a dataclass: a failing property's report shows its `Trial` field by field, and it
    must show neither the seed nor megabytes of inputs."""

    def __init__(self, seed: int | None = None, *, shared: bool = False) -> None:
        self.seed = secrets.randbits(64) if seed is None else seed
        # One grading asks for each batch once, so only a pool shared by the submissions of a
        # run keeps them: kept for nothing, large inputs only burden the garbage collector.
        self.shared = shared
        self._batches: dict[tuple[MakeArgs, tuple[object, ...]], list[TimedInput]] = {}

    def __repr__(self) -> str:
        return f"<timed inputs: {len(self._batches)} batches>"

    def batch(
        self, make_args: MakeArgs, round_: int | str, nominal: int, spread: int, count: int
    ) -> list[TimedInput]:
        """`count` inputs made by `make_args` for a round (a number, or a name), each at a
        size drawn from `nominal` to `nominal + spread - 1`, each from a generator of its own
        (so that each can be made when it is first used, in any order)."""
        key = (make_args, (round_, nominal, spread, count))
        if key in self._batches:
            return self._batches[key]
        batch = []
        for index in range(count):
            rng = random.Random(f"{self.seed}/{make_args.__qualname__}/{key[1]}/{index}")
            size = nominal + rng.randrange(spread)
            batch.append(TimedInput(size, functools.partial(make_args, size, rng)))
        if self.shared:
            self._batches[key] = batch
        return batch
