"""The plain-data wire format between the grader and the child: grader.sandbox.child.wire."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from grader.checks import same
from grader.sandbox.child.wire import MAX_INT_BITS, MAX_ITEMS, Opaque, TooLarge, decode, encode

# No learner code runs here: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent


def over_the_wire(value: Any) -> Any:
    """What the other end rebuilds: encoded, sent as JSON text, decoded."""
    return decode(json.loads(json.dumps(encode(value))))


def identical(a: Any, b: Any) -> bool:
    """Equal, with the same types all the way down, set and dict members included."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(identical(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(
            identical(k, j) and identical(a[k], b[j]) for k, j in zip(a, b)
        )
    if isinstance(a, (set, frozenset)):
        return {(type(x), x) for x in a} == {(type(x), x) for x in b}
    return bool(a == b)


ROUND_TRIPS: dict[str, Any] = {
    "empty list": [],
    "list of str": ["a", "", "é", "e\u0301", "x" * 500],
    "bool is not int": [True, 1, False, 0, None],
    "tuple": ("a", 1, 2.5),
    "one-tuple": ("only",),
    "empty tuple": (),
    "dict keeps order": {"z": 1, "a": [2], 3: "three", None: None},
    "tuple keys": {("a", 1): "pair", (): "empty"},
    "set": {"a", "b", 3},
    "frozenset": frozenset({"x", ("t", 1)}),
    "set of frozensets": {frozenset({1}), frozenset()},
    "nested": {"outer": [("a", {"b": {1, 2}}), [[[]]], frozenset({"c"})]},
    "floats": [0.1, -0.0, 1e308, 5e-324],
    "infinities": [math.inf, -math.inf],
    "big ints": [2**63, -(2**100), 2 ** (MAX_INT_BITS - 1), -(2**MAX_INT_BITS) + 1],
    "lone surrogate": ["\ud800"],
}


@pytest.mark.parametrize("name", list(ROUND_TRIPS))
def test_plain_data_round_trips(name: str) -> None:
    value = ROUND_TRIPS[name]
    assert identical(over_the_wire(value), value)
    assert identical(decode(encode(value)), value)


def test_negative_zero_keeps_its_sign() -> None:
    assert math.copysign(1.0, over_the_wire(-0.0)) == -1.0


def test_nan_round_trips() -> None:
    back = over_the_wire([math.nan, (math.nan,)])
    assert type(back[0]) is float and math.isnan(back[0])
    assert type(back[1]) is tuple and math.isnan(back[1][0])


def test_int_over_the_bit_limit_is_opaque() -> None:
    huge = 2 ** (MAX_INT_BITS + 10)
    back = over_the_wire([huge])
    assert isinstance(back[0], Opaque)
    assert back[0].type_name == "int"
    assert back[0] != huge


class Text(str):
    """A str subclass: it could override anything, so it must not pass for a str."""


class EqualsEverything:
    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "['a']"


@pytest.mark.parametrize(
    "value", [Text("a"), EqualsEverything()], ids=["str subclass", "eq always true"]
)
def test_non_plain_values_come_back_opaque(value: Any) -> None:
    back = over_the_wire(value)
    assert isinstance(back, Opaque)
    assert back.type_name == type(value).__name__
    for plain in ("a", ["a"], [], "['a']", None):
        assert back != plain
        assert plain != back
        assert not same(back, plain)
        assert not same(plain, back)


def test_non_plain_values_inside_containers_come_back_opaque() -> None:
    back = over_the_wire([Text("a"), {"k": EqualsEverything()}])
    assert isinstance(back[0], Opaque) and back[0].type_name == "Text"
    assert isinstance(back[1]["k"], Opaque)
    assert back != ["a", {"k": "['a']"}]


def test_list_and_dict_subclasses_are_not_plain() -> None:
    class Listy(list[str]):
        pass

    class Dicty(dict[str, int]):
        pass

    assert isinstance(over_the_wire(Listy(["a"])), Opaque)
    assert isinstance(over_the_wire(Dicty(a=1)), Opaque)


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr for you")


class NotStrRepr:
    def __repr__(self) -> Any:
        return 42


@pytest.mark.parametrize("value", [BadRepr(), NotStrRepr()], ids=["raises", "returns int"])
def test_a_broken_repr_does_not_stop_encoding(value: Any) -> None:
    back = over_the_wire([value, "after"])
    assert isinstance(back[0], Opaque)
    assert back[0].type_name == type(value).__name__
    assert isinstance(back[0].text, str)
    assert back[1] == "after"


def test_long_repr_is_cut() -> None:
    class Long:
        def __repr__(self) -> str:
            return "z" * 100_000

    back = over_the_wire(Long())
    assert isinstance(back, Opaque)
    assert 0 < len(back.text) <= 1000


def test_too_many_items_raise_too_large() -> None:
    row = [0] * 1000
    grid = [row] * (MAX_ITEMS // len(row) + 1)  # one row shared: few bytes, many items
    with pytest.raises(TooLarge):
        encode(grid)


def test_just_under_the_item_budget_is_fine() -> None:
    assert len(encode([0] * (MAX_ITEMS // 2))) == MAX_ITEMS // 2


def test_deep_nesting_is_cut_not_fatal() -> None:
    value: list[Any] = []
    for _ in range(5000):
        value = [value]
    encoded = encode(value)
    json.dumps(encoded)  # serialisable, so no recursion blow-up on the way out
    back = decode(json.loads(json.dumps(encoded)))
    depth = 0
    while isinstance(back, list):
        back, depth = back[0], depth + 1
    assert isinstance(back, Opaque)
    assert depth < 100
