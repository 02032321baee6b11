"""The plain-data wire format between the grader and the child: grader.sandbox.child.wire."""

from __future__ import annotations

import json
import math
import os
import subprocess
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.languages import JAVASCRIPT
from grader.lesson.checks.compare import same
from grader.sandbox.child import wire
from grader.sandbox.child.wire import MAX_INT_BITS, MAX_ITEMS, Opaque, TooLarge, decode, encode
from grader.sandbox.isolation import CHILD_PACKAGE, wire_limits
from grader.sandbox.node import node_binary

# No learner code runs here: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent


def over_the_wire(value: Any) -> Any:
    """What the other end rebuilds: encoded, sent as JSON text, decoded."""
    return decode(json.dumps(encode(value)))


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
    if isinstance(a, float):  # NaN is itself, and -0.0 is not 0.0
        return repr(a) == repr(b)
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
    back = decode(json.dumps(encoded))
    depth = 0
    while isinstance(back, list):
        back, depth = back[0], depth + 1
    assert isinstance(back, Opaque)
    assert depth < 100


def test_a_reply_over_the_item_limit_is_refused_before_it_is_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A million empty lists are three megabytes on the wire and some eighty in the grader:
    with a limit of a thousand items, refusing them builds no more than that."""
    monkeypatch.setattr(wire, "MAX_ITEMS", 1000)
    body = b'{"op": "reply", "id": "1", "value": [' + b"[], " * 1_000_000 + b"[]]}"
    tracemalloc.start()
    try:
        with pytest.raises(wire.BadMessage, match="items"):
            wire.unpack_reply(body, ("value",))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < len(body) + 1_000_000  # its text, and a thousand lists at most


def test_a_reply_has_the_item_limit_of_each_value_asked_for() -> None:
    """As each of a call's answer and its arguments is encoded on its own budget; a reply
    that spreads more items over more fields, or holds a value not asked for, is refused."""
    items = b"[" + b"0," * (MAX_ITEMS - 2) + b"0]"
    both = b'{"op": "reply", "id": "1", "value": %s, "args": %s}' % (items, items)
    message = wire.unpack_reply(both, ("value", "args"))
    assert len(message["value"]) == len(message["args"]) == MAX_ITEMS - 1
    with pytest.raises(wire.BadMessage, match="did not ask"):
        wire.unpack_reply(both, ("value",))
    spread = b'{"op": "reply", "id": "1", "value": %s, "raised": %s}' % (items, items)
    with pytest.raises(wire.BadMessage, match="items"):
        wire.unpack_reply(spread, ("value",))


# Pieces of replies, honest and not, that a forged reply may put together in any order.
PIECES = st.sampled_from(
    [
        *('{"op": "reply", "id": "1", "value": ', "[", "]", "{", "}", ",", ":", " ", '"t"'),
        *('"v"', '"tuple"', '"set"', '"dict"', '"int"', '"float"', '"object"', '"type"'),
        *('"repr"', '"nan"', '"12"', "0", "-0", "1.5", "1e400", "90071992547409930", "[]"),
        *("[[1, 2]]", "null", "true", '"\\ud800"', '"\\x"', "\x00", "\u00e9", "\U0001f600"),
        '"args": ',
    ]
)


@settings(max_examples=500, deadline=None, derandomize=True, database=None)
@given(pieces=st.lists(PIECES, max_size=30), tail=st.binary(max_size=8))
def test_any_bytes_are_a_reply_or_refused(pieces: list[str], tail: bytes) -> None:
    """Whatever a forged reply holds, reading it gives a reply or BadMessage, nothing else."""
    try:
        message = wire.unpack_reply("".join(pieces).encode() + tail, ("value",))
    except wire.BadMessage:
        return
    assert type(message) is dict


# The golden vectors: one set of values, limits and malformed replies for both children's
# encoders and the grader's decoder.
GOLDEN = json.loads((Path(__file__).parent / "golden" / "wire_vectors.json").read_text("utf-8"))
LIMITS = GOLDEN["limits"]
VALUES = {vector["name"]: vector for vector in GOLDEN["values"]}
TOO_LARGE = {vector["name"]: vector for vector in GOLDEN["too_large"]}
MALFORMED = {vector["name"]: vector for vector in GOLDEN["malformed"]}


def nest(levels: int, inner: Any) -> Any:
    for _ in range(levels):
        inner = [inner]
    return inner


NAMES = {
    "math": math,
    "Opaque": Opaque,
    "nest": nest,
    "MAX_ITEMS": LIMITS["max_items"],
    "MAX_DEPTH": LIMITS["max_depth"],
    "MAX_INT_BITS": LIMITS["max_int_bits"],
    "SAFE_INT": LIMITS["safe_int"],
    "INT_TOO_LARGE": LIMITS["int_too_large"],
    "NESTED_TOO_DEEPLY": LIMITS["nested_too_deeply"],
}


def python_value(expression: str) -> Any:
    return eval(expression, dict(NAMES))  # the golden file's own expressions, no one else's


def decoded(vector: dict[str, Any]) -> Any:
    return python_value(vector.get("decoded", vector.get("python", "")))


def same_json(a: Any, b: Any) -> bool:
    """The same JSON, number types and float signs included (1 is not 1.0, -0.0 not 0.0)."""
    if isinstance(a, dict):
        return type(b) is dict and list(a) == list(b) and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return type(b) is list and len(a) == len(b) and all(map(same_json, a, b))
    return type(a) is type(b) and (repr(a) == repr(b) if type(a) is float else a == b)


def reply_body(vector: dict[str, Any]) -> bytes:
    """A malformed vector's reply: whole, or its value in a reply; pieces repeated."""
    pieces = vector.get("value") or vector["reply"]
    text = pieces if isinstance(pieces, str) else "".join(t * times for t, times in pieces)
    if "value" in vector:
        text = '{"op": "reply", "id": "1", "value": ' + text + "}"
    return text.encode("utf-8")


def test_the_golden_limits_are_the_wires() -> None:
    assert {name: value for name, value in wire_limits().items() if name != "seal_bytes"} == LIMITS


@pytest.mark.parametrize("name", [n for n, v in VALUES.items() if "python" in v])
def test_golden_values_from_python(name: str) -> None:
    vector = VALUES[name]
    sent = encode(python_value(vector["python"]))
    if "wire" in vector:
        assert same_json(json.loads(json.dumps(sent)), vector["wire"])
    assert identical(
        wire.unpack_reply(json.dumps({"value": sent}).encode(), ("value",))["value"],
        decoded(vector),
    )


@pytest.mark.parametrize("name", [n for n, v in TOO_LARGE.items() if "python" in v])
def test_golden_values_too_large_from_python(name: str) -> None:
    with pytest.raises(TooLarge):
        encode(python_value(TOO_LARGE[name]["python"]))


@pytest.mark.parametrize("name", list(MALFORMED))
def test_golden_malformed_replies_are_refused(name: str) -> None:
    vector = MALFORMED[name]
    with pytest.raises(wire.BadMessage, match=vector["refused"]):
        wire.unpack_reply(reply_body(vector), ("value",))


# The JavaScript child's encoder on the same vectors: serve.js under the bundled node, spoken
# to over its pipes as the grader speaks to it (no sandbox: nothing here is the layer's).
JAVASCRIPT_VECTORS = [("value", n, v) for n, v in VALUES.items() if "javascript" in v] + [
    ("too large", n, v) for n, v in TOO_LARGE.items() if "javascript" in v
]
JAVASCRIPT_SOURCE = """
const {{ max_items: MAX_ITEMS, max_depth: MAX_DEPTH, max_int_bits: MAX_INT_BITS }} = {limits};
function nest(levels, inner) {{
  for (let i = 0; i < levels; i++) inner = [inner];
  return inner;
}}
const VECTORS = [
{vectors}
];
function vector(i) {{
  return VECTORS[i]();
}}
"""


def javascript_replies(expressions: list[str]) -> Iterator[bytes]:
    """The body of serve.js's reply to each expression's value, in order, seal left out."""
    source = JAVASCRIPT_SOURCE.format(
        limits=json.dumps(LIMITS),
        vectors=",\n".join(f"  () => ({expression})" for expression in expressions),
    )
    requests_read, requests = os.pipe()
    replies, replies_write = os.pipe()
    script = CHILD_PACKAGE / str(JAVASCRIPT.runtime.node_script)
    limits = json.dumps({**wire_limits(), "reply_bytes": 1 << 30})
    fds = (requests_read, replies_write)
    command = [str(node_binary()), str(script), *map(str, fds), limits]
    child = subprocess.Popen(command, pass_fds=fds, stdin=subprocess.DEVNULL)
    for fd in fds:
        os.close(fd)
    seal = os.urandom(wire.SEAL_BYTES)
    frames = wire.Frames(limit=1 << 30)

    def ask(message: dict[str, Any], ahead: bytes = b"") -> bytes:
        os.write(requests, ahead + wire.pack_json_request(message))
        while (body := frames.next_body()) is None:
            data = os.read(replies, 1 << 20)
            assert data, "serve.js ended"
            frames.feed(data)
        assert body.startswith(seal)
        return body[len(seal) :]

    try:
        load = {"units": [{"name": "vectors.js", "source": source}], "function": "vector"}
        loaded = wire.unpack_reply(ask({**load, "arity": 1}, ahead=seal), ())
        assert loaded["problem"] is None and not loaded["unit_errors"], loaded
        for index in range(len(expressions)):
            yield ask({"op": "call", "id": str(index), "args": [index], "keep_args": False})
    finally:
        os.close(requests)
        os.close(replies)
        child.wait(timeout=30)


@pytest.fixture(scope="module")
def from_javascript() -> dict[str, bytes]:
    """Every JavaScript vector's reply, from one serve.js."""
    expressions = [vector["javascript"] for _, _, vector in JAVASCRIPT_VECTORS]
    replies = javascript_replies(expressions)
    return {name: body for (_, name, _), body in zip(JAVASCRIPT_VECTORS, replies)}


@pytest.mark.parametrize(("kind", "name"), [(k, n) for k, n, _ in JAVASCRIPT_VECTORS])
def test_golden_values_from_javascript(
    from_javascript: dict[str, bytes], kind: str, name: str
) -> None:
    body = from_javascript[name]
    message = wire.unpack_reply(body, ("value",))  # never refused: each is an honest reply
    if kind == "too large":
        assert message.get("too_large") is True and "value" not in message
        return
    assert "raised" not in message and "too_large" not in message, message
    vector = VALUES[name]
    if "wire" in vector:
        assert same_json(json.loads(body)["value"], vector["wire"])
    assert identical(message["value"], decoded(vector))
