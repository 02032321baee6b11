"""The wire format, shared by the grader and both children (the Python one here, the
JavaScript one in `serve.js`): message framing, and values as plain data.

Every message is a 4-byte length, then its body. Replies, from either child, are ASCII JSON of
values as `encode` makes them: JSON's own null, booleans, strings and lists, numbers where
JSON keeps them exact (integers within 2**53 and finite floats), and tagged objects for the
rest: tuples, dicts, sets, larger integers, non-finite floats, and anything else as an opaque
type name and repr. Lone surrogates travel escaped. Replies, which learner code can forge, are
refused whole by the grader when they are not what `encode` produces. Requests, which the
grader writes, carry the same values: to the JavaScript child as that JSON, to the Python
child as `marshal`, which carries them as they are at the speed of C (a timed input of
thousands of items is sent many times, and the child's decoding counts in its time).
"""

from __future__ import annotations

import json
import marshal
import math
import re
import struct
from typing import Any

HEADER = struct.Struct(">I")
# Plain-data limits: a reply larger than this is refused by the grader before it is decoded.
MAX_ITEMS = 1_000_000
MAX_DEPTH = 40
MAX_INT_BITS = 4096
REPR_CHARS = 200
TYPE_CHARS = 80
# The integers a JavaScript number holds exactly; others travel as decimal text.
SAFE_INT = 2**53 - 1
INT_TEXT = re.compile(r"-?[0-9]{1,1300}")  # 1300 digits: more than MAX_INT_BITS hold
FLOAT_TEXT_CHARS = 32
# The JavaScript child's seal: random bytes the grader writes ahead of the first request,
# read before learner code runs, and put at the start of every reply body. Learner code in
# that child can reach its pipes but not the seal, so it cannot answer in the child's place.
# (The Python child has none: code in one Python process can read all of its memory.)
SEAL_BYTES = 16


class TooLarge(Exception):
    """The value holds more items or characters than the wire carries."""


class BadMessage(ValueError):
    """Bytes that are not a well-formed message: the sender is broken or lying."""


class Opaque:
    """A returned value that is not plain data: only its type's name and a short repr survive."""

    __slots__ = ("text", "type_name")

    def __init__(self, type_name: str, text: str) -> None:
        self.type_name = type_name
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opaque) and (self.type_name, self.text) == (
            other.type_name,
            other.text,
        )

    def __hash__(self) -> int:
        return hash((self.type_name, self.text))


def short_repr(value: Any) -> str:
    try:
        text = repr(value)
    except BaseException:  # a hostile __repr__ must not stop the reply
        text = "<unprintable>"
    if not isinstance(text, str):
        text = "<unprintable>"
    return text if len(text) <= REPR_CHARS else text[: REPR_CHARS - 1] + "…"


def encode(value: Any) -> Any:
    """Turn a value into JSON-ready plain data; only exact built-in types are copied."""
    budget = [MAX_ITEMS]

    def walk(item: Any, depth: int) -> Any:
        budget[0] -= 1
        if budget[0] < 0:
            raise TooLarge
        kind = type(item)
        if item is None or kind is bool:
            return item
        if kind is float:
            # JSON has no NaN or infinity: their text, which float() reads back.
            return item if math.isfinite(item) else {"t": "float", "v": repr(item)}
        if kind is str:
            budget[0] -= len(item) // 64
            if budget[0] < 0:
                raise TooLarge
            return item
        if kind is int:
            if item.bit_length() > MAX_INT_BITS:
                return {"t": "object", "type": "int", "repr": "<an int too large to show>"}
            return item if -SAFE_INT <= item <= SAFE_INT else {"t": "int", "v": str(item)}
        if depth >= MAX_DEPTH:
            return {"t": "object", "type": kind.__name__, "repr": "<nested too deeply>"}
        if kind is list:
            return [walk(x, depth + 1) for x in item]
        if kind is tuple:
            return {"t": "tuple", "v": [walk(x, depth + 1) for x in item]}
        if kind is dict:
            return {
                "t": "dict",
                "v": [[walk(k, depth + 1), walk(v, depth + 1)] for k, v in item.items()],
            }
        if kind is set or kind is frozenset:
            return {"t": kind.__name__, "v": [walk(x, depth + 1) for x in item]}
        type_name = kind.__name__ if isinstance(kind.__name__, str) else "object"
        return {"t": "object", "type": type_name[:TYPE_CHARS], "repr": short_repr(item)}

    return walk(value, 0)


def decode(data: Any, depth: int = 0) -> Any:
    """Rebuild Python values from `encode`'s output; other types come back as `Opaque`.

    The grader decodes what a child sent, which learner code may have forged: anything that
    `encode` could not have produced raises BadMessage instead of being guessed at."""
    kind = type(data)
    if data is None or kind is bool or kind is int or kind is float or kind is str:
        return data
    if depth > MAX_DEPTH + 1:
        raise BadMessage("nested too deeply")
    if kind is list:
        return [decode(x, depth + 1) for x in data]
    if kind is not dict:
        raise BadMessage(f"not plain data: {kind.__name__}")
    tag, items = data.get("t"), data.get("v")
    if tag == "object":
        type_name, text = data.get("type"), data.get("repr")
        if type(type_name) is not str or type(text) is not str:
            raise BadMessage("an object without its type and repr")
        return Opaque(type_name[:TYPE_CHARS], text[:REPR_CHARS])
    if tag == "int" or tag == "float":
        return _number(tag, items)
    if type(items) is not list:
        raise BadMessage(f"unknown tag {tag!r}")
    if tag == "tuple":
        return tuple(decode(x, depth + 1) for x in items)
    if tag == "set":
        return {_hashable(decode(x, depth + 1)) for x in items}
    if tag == "frozenset":
        return frozenset(_hashable(decode(x, depth + 1)) for x in items)
    if tag == "dict":
        if any(type(pair) is not list or len(pair) != 2 for pair in items):
            raise BadMessage("a dict item that is not a pair")
        return {_hashable(decode(k, depth + 1)): decode(v, depth + 1) for k, v in items}
    raise BadMessage(f"unknown tag {tag!r}")


def _number(tag: str, text: Any) -> int | float:
    """An integer beyond 2**53, or a float JSON cannot hold, from its text."""
    if type(text) is not str:
        raise BadMessage(f"{tag} without its text")
    if tag == "int":
        if not INT_TEXT.fullmatch(text):
            raise BadMessage("an int that is not digits")
        return int(text)
    try:
        if len(text) > FLOAT_TEXT_CHARS:
            raise ValueError
        return float(text)
    except ValueError:
        raise BadMessage("a float that is not a number") from None


def _hashable(value: Any) -> Any:
    """A key or set item as sent; one that cannot be hashed here stands in as an Opaque."""
    try:
        hash(value)
    except TypeError:
        return Opaque(type(value).__name__, short_repr(value))
    return value


def pack_request(message: dict[str, Any]) -> bytes:
    """A request to the Python child as bytes: a length, then marshal, which carries tuples,
    sets and dicts as they are."""
    body = marshal.dumps(message)
    return HEADER.pack(len(body)) + body


def unpack_request(body: bytes) -> dict[str, Any]:
    """A request as the grader sent it; it is trusted, so it is not checked."""
    request: dict[str, Any] = marshal.loads(body)
    return request


def pack_json_request(message: dict[str, Any]) -> bytes:
    """A request to the JavaScript child as bytes: a length, then ASCII JSON (its values as
    `encode` makes them)."""
    return pack_reply(message)


def pack_reply(message: dict[str, Any]) -> bytes:
    """A reply as bytes: a length, then ASCII JSON (lone surrogates travel escaped)."""
    body = json.dumps(message).encode("ascii")
    return HEADER.pack(len(body)) + body


def unpack_reply(body: bytes) -> dict[str, Any]:
    try:
        message = json.loads(body.decode("utf-8"))
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None
    if type(message) is not dict:
        raise BadMessage("not a JSON object")
    return message


class Frames:
    """Cuts a byte stream into message bodies; both ends of the pipes use it."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.buffer = bytearray()

    def feed(self, data: bytes) -> None:
        self.buffer += data

    def next_body(self) -> bytes | None:
        """The next whole body, or None until more bytes arrive."""
        if len(self.buffer) < HEADER.size:
            return None
        (size,) = HEADER.unpack_from(self.buffer)
        if size > self.limit:
            raise BadMessage(f"a message of {size} bytes, over the limit of {self.limit}")
        end = HEADER.size + size
        if len(self.buffer) < end:
            return None
        body = bytes(self.buffer[HEADER.size : end])
        del self.buffer[:end]
        return body
