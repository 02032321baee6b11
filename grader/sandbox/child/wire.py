"""The wire format, shared by the grader and both children (the Python one here, the
JavaScript one in `serve.js`): message framing, and values as plain data.

Every message is a 4-byte length, then its body. Replies, from either child, are JSON of
values as `encode` makes them: JSON's own null, booleans, strings and lists, numbers where
JSON keeps them exact (integers within 2**53 and finite floats), and tagged objects for the
rest: tuples, dicts, sets, larger integers, non-finite floats, and anything else as an opaque
type name and repr. Lone surrogates travel escaped. Replies, which learner code can forge, are
refused whole by the grader when they are not what `encode` produces, and read without
building more of them than `encode` ever sends (`_Reader`). Requests, which the
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
import weakref
from json.decoder import scanstring  # type: ignore[attr-defined]

# A child imports this module before it serves: what only type checking needs is not imported.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    T = TypeVar("T")

HEADER = struct.Struct(">I")
# Plain-data limits, the same for both encoders (`serve.js` is handed them) and the decoder,
# which refuses a reply over them as no child's: items (each value, and a string's every 64
# characters, count), containers nested, an int's bits.
MAX_ITEMS = 1_000_000
MAX_DEPTH = 40
MAX_INT_BITS = 4096
REPR_CHARS = 200
TYPE_CHARS = 80
# What an encoder sends in place of a value over a limit, as an opaque value's repr.
INT_TOO_LARGE = "<an int too large to show>"
NESTED_TOO_DEEPLY = "<nested too deeply>"
# The integers a JavaScript number holds exactly; others travel as decimal text.
SAFE_INT = 2**53 - 1
INT_TEXT = re.compile(rf"-?[1-9][0-9]{{0,{len(str(2**MAX_INT_BITS)) - 1}}}")
# The floats JSON has no number for, as Python's repr writes them (and float() reads them).
FLOAT_TEXTS = ("nan", "inf", "-inf")
FLOAT_CHARS = 48  # more than the shortest text of any float takes
# A reply's fields that may hold values as `encode` makes them (the grader says which one it
# asked for); its other fields are plain JSON, its own a few items (`ENVELOPE_ITEMS`).
VALUE_FIELDS = ("value", "args")
ENVELOPE_ITEMS = 64
CONTAINERS = ("tuple", "set", "frozenset", "dict")
LITERALS = {"null": None, "true": True, "false": False}
# The reader's tokens, blanks before them skipped: a number JSON holds as `encode` sends it
# (an int of at most 16 digits, a float with a fraction or an exponent), a literal, or one
# character (a string's quote, `[`, `{`, or what is not JSON at all).
TOKEN = re.compile(
    r"[ \t\n\r]*(?:(-?(?:0|[1-9][0-9]{0,15}))(?![.eE0-9])"
    r"|(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+(?:[eE][-+]?[0-9]+)?|[eE][-+]?[0-9]+))"
    r"|(null|true|false)|(.))",
    re.DOTALL,
)
INT_TOKEN, FLOAT_TOKEN, WORD_TOKEN = 1, 2, 3
# Runs of up to 1024 scalars, each followed by a comma, which `json` builds at the speed of C
# once they are matched: ints within 10**15, floats of a few digits, literals, strings of a
# few escapes, and empty lists where a list may be. (`re` keeps a little memory for each
# repetition it may backtrack into, so every repetition of a group is bounded.)
SCALAR = (
    r"-?(?:0|[1-9][0-9]{0,14})|true|false|null"
    r"|-?(?:0|[1-9][0-9]{0,16})(?:\.[0-9]{1,17}(?:[eE][-+]?[0-9]{1,3})?|[eE][-+]?[0-9]{1,3})"
    r'|"[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*){0,64}"'
)
SCALARS = re.compile(rf"(?:[ \t\n\r]*(?:{SCALAR})[ \t\n\r]*,){{1,1024}}")
SCALARS_OR_EMPTY = re.compile(rf"(?:[ \t\n\r]*(?:{SCALAR}|\[[ \t\n\r]*\])[ \t\n\r]*,){{1,1024}}")
SEPARATOR = re.compile(r"[ \t\n\r]*(.)", re.DOTALL)
# A tagged object's tag and its next field's name, past its `{`, as both encoders write them.
TAG = re.compile(
    r'[ \t\n\r]*"t"[ \t\n\r]*:[ \t\n\r]*"([a-z]+)"[ \t\n\r]*,[ \t\n\r]*"(v|type)"[ \t\n\r]*:'
)
BLANKS = " \t\n\r"

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
                return {"t": "object", "type": "int", "repr": INT_TOO_LARGE}
            return item if -SAFE_INT <= item <= SAFE_INT else {"t": "int", "v": str(item)}
        if depth >= MAX_DEPTH:
            return {"t": "object", "type": kind.__name__, "repr": NESTED_TOO_DEEPLY}
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


def decode(text: str) -> Any:
    """The value one JSON text of `encode`'s output stands for; other types come back as
    `Opaque`. The grader decodes what a child sent, which learner code may have forged:
    anything `encode` could not have produced, more items or deeper nesting among them,
    raises BadMessage, before what is over the caps is built (see `_Reader`)."""
    reader = _Reader(text, MAX_ITEMS)
    value = reader.value(0)
    reader.end()
    return value


def unpack_reply(body: bytes | memoryview, values: tuple[str, ...] = ()) -> dict[str, Any]:
    """A reply's fields, those named in `values` (the ones asked for) decoded as values;
    BadMessage for anything that is not a reply as a child sends it. The whole reply is read
    on one item budget: MAX_ITEMS for each value asked for (or one, for a reply without
    one), and ENVELOPE_ITEMS for its own fields, so a forged reply cannot spread more items
    over more fields."""
    try:
        text = str(body, "utf-8")
    except UnicodeDecodeError:
        raise BadMessage("not UTF-8") from None
    reader = _Reader(text, MAX_ITEMS * max(len(values), 1) + ENVELOPE_ITEMS)
    message = reader.fields(0, values)
    reader.end()
    return message


class _Reader:
    """JSON text read once, front to back, straight into the values it stands for.

    Each item is counted and each container's depth checked as it is read, as `encode`
    counts and checks them, so a reply over the caps is refused before more than the caps'
    worth of it is built, and no JSON intermediate is held beside the values (`json.loads`
    would build every item first, at about 80 bytes an empty list)."""

    def __init__(self, text: str, budget: int) -> None:
        self.text = text
        self.at = 0
        self.budget = budget

    def value(self, depth: int) -> Any:
        """One value as `encode` makes it, at `depth` (the outermost is at 0)."""
        first, scalar = self.token()
        if first == "[":
            self.nest(depth)
            return self.items(self.value, depth + 1)
        if first == "{":
            return self.tagged(depth)
        return scalar

    def plain(self, depth: int) -> Any:
        """Any JSON value, counted and nested as values are (a reply's other fields)."""
        first, scalar = self.token()
        if first == "[" or first == "{":
            self.nest(depth)
            return self.fields(depth + 1) if first == "{" else self.items(self.plain, depth + 1)
        return scalar

    def token(self) -> tuple[str, Any]:
        """The next value's first character, `[` or `{` (taken), or else the whole scalar:
        ("", the string, number, true, false or null). One item of the budget either way."""
        self.spend(1)
        match = TOKEN.match(self.text, self.at)
        if match is None:
            raise BadMessage(f"not JSON, or a number no child sends, at character {self.at}")
        self.at = match.end()
        kind = match.lastindex or 0  # one of the groups always matches
        token = match.group(kind)
        if kind == INT_TOKEN:
            number = int(token)
            if not -SAFE_INT <= number <= SAFE_INT:
                raise BadMessage("an int number beyond 2**53, which travels as text")
            return "", number
        if kind == FLOAT_TOKEN:
            real = float(token) if len(token) <= FLOAT_CHARS else math.inf
            if not math.isfinite(real):
                raise BadMessage("a float number that is no finite float")
            return "", real
        if kind == WORD_TOKEN:
            return "", LITERALS[token]
        if token == "[" or token == "{":
            return token, None
        if token != '"':
            raise BadMessage(f"not JSON, or a number no child sends, at character {self.at - 1}")
        text = self.string_body()
        self.spend(len(text) // 64)  # as `encode` counts a string
        return "", text

    def fields(self, depth: int, values: tuple[str, ...] = ()) -> dict[str, Any]:
        """A JSON object of named fields, past its `{` (at depth 0, a whole reply's, which
        it takes itself, whose fields named in `values` hold values)."""
        if depth == 0 and not self.closed("{"):
            raise BadMessage("not a JSON object")
        out: dict[str, Any] = {}
        if self.closed("}"):
            return out
        while True:
            name = self.string()
            if name in out:
                raise BadMessage(f"the field {name!r} twice")
            self.expect(":")
            if depth == 0 and name in values:  # one value: at most MAX_ITEMS, of the pool
                pool, self.budget = self.budget, min(self.budget, MAX_ITEMS)
                given = self.budget
                out[name] = self.value(0)
                self.budget = pool - (given - self.budget)
            elif depth == 0 and name in VALUE_FIELDS:
                raise BadMessage(f"a field {name!r}, which the grader did not ask for")
            else:
                out[name] = self.plain(depth)
            if self.separator("}"):
                return out

    def tagged(self, depth: int) -> Any:
        """A tagged object, past its `{`: `"t": TAG, "v": ...}`, or an opaque one's
        `"t": "object", "type": ..., "repr": ...}`."""
        match = TAG.match(self.text, self.at)
        if match is None:
            raise BadMessage(
                f"a tagged object not as an encoder writes one (its tag, then its items or "
                f"type), at character {self.at}"
            )
        self.at = match.end()
        tag, field = match.groups()
        if (tag == "object") != (field == "type"):
            raise BadMessage(f"a tagged object with {field!r} for the tag {tag!r}")
        if tag == "object":
            type_name = self.string()
            self.expect(",")
            if self.string() != "repr":
                raise BadMessage("an opaque value without its repr")
            self.expect(":")
            value: Any = Opaque(type_name[:TYPE_CHARS], self.string()[:REPR_CHARS])
        else:
            value = self.tagged_items(tag, depth)
        self.expect("}")
        return value

    def tagged_items(self, tag: str, depth: int) -> Any:
        if tag == "int" or tag == "float":
            return _number(tag, self.string())
        if tag not in CONTAINERS:
            raise BadMessage(f"unknown tag {tag!r}")
        self.nest(depth)
        self.expect("[")
        if tag == "dict":
            # Built item by item, not by dict() in one call of C: keys whose hashes collide
            # take time that grows with the square of their number, and the grader's deadline
            # can stop only Python code.
            return {key: value for key, value in self.items(self.pair, depth + 1, runs=False)}
        items = self.items(self.value, depth + 1)
        if tag == "tuple":
            return tuple(items)
        hashable = [_hashable(item) for item in items]  # item by item, as a dict's are
        built = set(hashable) if tag == "set" else frozenset(hashable)
        _remember_order(built, hashable)
        return built

    def pair(self, depth: int) -> tuple[Any, Any]:
        """A dict's item, `[key, value]`: two items, as `encode` counts them."""
        self.expect("[")
        key = _hashable(self.value(depth))
        self.expect(",")
        value = self.value(depth)
        self.expect("]")
        return key, value

    def items(self, item: Callable[[int], T], depth: int, runs: bool = True) -> list[T]:
        """A JSON array, past its `[`, of what `item` reads at `depth`; with `runs`, its
        runs of scalars built by `json` (`SCALARS`) and counted as `token` counts them."""
        out: list[T] = []
        if self.closed("]"):
            return out
        pattern = SCALARS_OR_EMPTY if depth < MAX_DEPTH else SCALARS
        while True:
            while runs and (run := pattern.match(self.text, self.at)) is not None:
                built = json.loads(f"[{run.group()[:-1]}]")
                self.spend(len(built))
                for scalar in built:
                    if type(scalar) is str:
                        self.spend(len(scalar) // 64)
                    elif type(scalar) is float and not math.isfinite(scalar):
                        raise BadMessage("a float number that is no finite float")
                out += built
                self.at = run.end()
            out.append(item(depth))
            if self.separator("]"):
                return out

    def string(self) -> str:
        if not self.closed('"'):
            raise BadMessage(f"a string expected at character {self.at}")
        return self.string_body()

    def string_body(self) -> str:
        """A string, past its opening quote."""
        try:
            text: str
            text, self.at = scanstring(self.text, self.at, True)
        except ValueError:
            raise BadMessage(f"a broken string at character {self.at}") from None
        return text

    def separator(self, close: str) -> bool:
        """Past a `,` (False) or the closing `close` (True)."""
        match = SEPARATOR.match(self.text, self.at)
        if match is None or match.group(1) not in (",", close):
            raise BadMessage(f"{close!r} or ',' expected at character {self.at}")
        self.at = match.end()
        return match.group(1) == close

    def closed(self, close: str) -> bool:
        """Past `close` if it comes next (as an empty array's `]`)."""
        match = SEPARATOR.match(self.text, self.at)
        if match is None or match.group(1) != close:
            return False
        self.at = match.end()
        return True

    def expect(self, char: str) -> None:
        match = SEPARATOR.match(self.text, self.at)
        if match is None or match.group(1) != char:
            raise BadMessage(f"{char!r} expected at character {self.at}")
        self.at = match.end()

    def spend(self, items: int) -> None:
        self.budget -= items
        if self.budget < 0:
            raise BadMessage(f"more than {MAX_ITEMS} items, which no child sends")

    def nest(self, depth: int) -> None:
        if depth >= MAX_DEPTH:
            raise BadMessage(f"nested more than {MAX_DEPTH} deep, which no child sends")

    def end(self) -> None:
        if self.text[self.at :].strip(BLANKS):
            raise BadMessage(f"more than one JSON value, at character {self.at}")


def _number(tag: str, text: str) -> int | float:
    """An int beyond 2**53, or a float JSON has no number for, from its text."""
    if tag == "int":
        if not INT_TEXT.fullmatch(text):
            raise BadMessage("an int that is not digits, or has more than an int may")
        number = int(text)
        if -SAFE_INT <= number <= SAFE_INT or number.bit_length() > MAX_INT_BITS:
            raise BadMessage("an int sent as text that JSON holds, or is over the int limit")
        return number
    if text not in FLOAT_TEXTS:
        raise BadMessage("a float sent as text that JSON holds, or is not a float")
    return float(text)


# The order each set's items arrived in, while the set lives: a JavaScript Set keeps the order
# its items were added in, and feedback shows it so (`arrival_order`). Only for showing; no
# verdict reads it.
_ARRIVED: dict[int, tuple[weakref.ref[Any], tuple[Any, ...]]] = {}


def _remember_order(built: set[Any] | frozenset[Any], items: list[Any]) -> None:
    key = id(built)
    _ARRIVED[key] = (weakref.ref(built, lambda _: _ARRIVED.pop(key, None)), tuple(items))


def arrival_order(value: Any) -> tuple[Any, ...] | None:
    """The items of a set read off the wire, in the order they were sent; None for any other
    value."""
    found = _ARRIVED.get(id(value))
    if found is None or found[0]() is not value:
        return None
    return found[1]


def _hashable(value: Any) -> Any:
    """A key or set item as sent; one that cannot be hashed here stands in as an Opaque. A list
    there can only be a JavaScript Array (a Python set holds none), read as its twin, a tuple."""
    if type(value) is list:
        value = tuple(_hashable(item) for item in value)
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
        with memoryview(self.buffer) as view:  # one copy of a body that may be megabytes
            body = bytes(view[HEADER.size : end])
        del self.buffer[:end]
        return body
