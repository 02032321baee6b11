"""Comparing answers: equality with equal types, and the linear helpers order checks use."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable
from typing import Any


def same(a: Any, b: Any) -> bool:
    """Equality with equal types all the way down: True is not 1, a tuple is not a list."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return bool(a == b)


def first_positions(items: Iterable[Hashable]) -> dict[Hashable, int]:
    """Where each item first appears, in one pass: order checks stay linear in the answer's
    size, whatever the learner sends back."""
    positions: dict[Hashable, int] = {}
    for position, item in enumerate(items):
        positions.setdefault(item, position)
    return positions


def repeated(items: Iterable[Hashable]) -> list[Hashable]:
    """The items that appear more than once, each once, in order of first appearance; linear."""
    return [item for item, count in Counter(items).items() if count > 1]
