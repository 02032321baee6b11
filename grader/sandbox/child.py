"""The child program: loads a learner's submission and answers calls over a private pipe.

It runs as a script with no access to the grader package, so it imports only the standard
library, and the wire format (framing plus the plain-data encoding) lives here; the grader
imports the same functions from this file. Nothing the grader knows about expected answers
is ever sent here: the child receives arguments and returns what `solve` gave back.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import linecache
import os
import struct
import sys
import time
import traceback
from typing import Any, BinaryIO

HEADER = struct.Struct(">I")
# Plain-data limits: a reply larger than this is refused by the grader before it is decoded.
MAX_ITEMS = 1_000_000
MAX_DEPTH = 40
MAX_INT_BITS = 4096
REPR_CHARS = 200


class TooLarge(Exception):
    """The value holds more items or characters than the wire carries."""


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


def _short_repr(value: Any) -> str:
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
        if item is None or kind is bool or kind is float:
            return item
        if kind is str:
            budget[0] -= len(item) // 64
            if budget[0] < 0:
                raise TooLarge
            return item
        if kind is int:
            if item.bit_length() > MAX_INT_BITS:
                return {"t": "object", "type": "int", "repr": "<an int too large to show>"}
            return item
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
        return {"t": "object", "type": type_name[:80], "repr": _short_repr(item)}

    return walk(value, 0)


def decode(data: Any) -> Any:
    """Rebuild Python values from `encode`'s output; other types come back as `Opaque`."""
    if isinstance(data, list):
        return [decode(x) for x in data]
    if not isinstance(data, dict):
        return data
    tag = data.get("t")
    if tag == "tuple":
        return tuple(decode(x) for x in data["v"])
    if tag == "dict":
        return {_hashable(decode(k)): decode(v) for k, v in data["v"]}
    if tag == "set":
        return {_hashable(decode(x)) for x in data["v"]}
    if tag == "frozenset":
        return frozenset(_hashable(decode(x)) for x in data["v"])
    return Opaque(str(data.get("type", "object")), str(data.get("repr", "<object>")))


def _hashable(value: Any) -> Any:
    return Opaque(type(value).__name__, repr(value)) if isinstance(value, (list, dict)) else value


def write_message(stream: BinaryIO, message: dict[str, Any]) -> None:
    body = json.dumps(message, ensure_ascii=False).encode("utf-8", "surrogatepass")
    stream.write(HEADER.pack(len(body)) + body)
    stream.flush()


def read_exactly(stream: BinaryIO, size: int) -> bytes:
    chunks = []
    while size:
        chunk = stream.read(size)
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def read_message(stream: BinaryIO) -> dict[str, Any]:
    (size,) = HEADER.unpack(read_exactly(stream, HEADER.size))
    message: dict[str, Any] = json.loads(
        read_exactly(stream, size).decode("utf-8", "surrogatepass")
    )
    return message


def describe_exception(exc: BaseException, learner_files: set[str]) -> dict[str, Any]:
    """The exception with only the learner's own frames in its traceback."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename in learner_files]
    lines = traceback.format_list(frames)
    try:
        lines += traceback.format_exception_only(type(exc), exc)
    except BaseException:
        lines.append(type(exc).__name__ + "\n")
    return {"type": type(exc).__name__, "message": _short_repr(exc), "traceback": "".join(lines)}


def linear_touch(args: list[Any]) -> int:
    """The baseline for timing checks: one pass over everything in the arguments, hashing each
    string once (hashing a string reads all of it)."""
    seen: set[Any] = set()
    pending: list[Any] = list(args)
    while pending:
        item = pending.pop()
        if isinstance(item, (list, tuple)):
            pending.extend(item)
        elif isinstance(item, dict):
            pending.extend(item.items())
        elif isinstance(item, (str, int, float)):
            seen.add(item)
    return len(seen)


def load(request: dict[str, Any]) -> tuple[dict[str, Any], Any, set[str]]:
    """Run the submission's code units in one namespace and find the graded function."""
    namespace: dict[str, Any] = {"__name__": "submission", "__builtins__": __builtins__}
    learner_files: set[str] = set()
    unit_errors = []
    for unit in request["units"]:
        name, source = unit["name"], unit["source"]
        learner_files.add(name)
        linecache.cache[name] = (len(source), None, source.splitlines(True), name)
        try:
            exec(compile(source, name, "exec"), namespace)
        except BaseException as exc:  # learner code may raise anything, SystemExit included
            unit_errors.append({"unit": name, **describe_exception(exc, learner_files)})
    reply: dict[str, Any] = {"op": "loaded", "unit_errors": unit_errors, "problem": None}
    function = namespace.get(request["function"])
    if function is None:
        reply["problem"] = "missing"
    elif not callable(function):
        reply["problem"] = "not-callable"
        reply["detail"] = type(function).__name__
    else:
        try:
            inspect.signature(function).bind(*([None] * request["arity"]))
        except TypeError as exc:
            reply["problem"] = "arity"
            reply["detail"] = str(exc)
        except ValueError:
            pass  # no signature to inspect (a builtin): let the calls tell
    return reply, function, learner_files


def serve(reader: BinaryIO, writer: BinaryIO) -> None:
    reply, function, learner_files = load(read_message(reader))
    flush_output()
    write_message(writer, reply)
    while True:
        try:
            request = read_message(reader)
        except EOFError:
            return
        args = decode(request["args"])
        answer: dict[str, Any] = {"op": "reply", "id": request["id"]}
        started = time.perf_counter()
        try:
            if request["op"] == "baseline":
                answer["value"] = linear_touch(args)
            else:
                answer["value"] = encode(function(*args))
                if request.get("keep_args"):
                    answer["args"] = encode(args)
        except TooLarge:
            answer["too_large"] = True
        except BaseException as exc:  # report whatever solve raised, even SystemExit
            answer["raised"] = describe_exception(exc, learner_files)
        answer["seconds"] = time.perf_counter() - started
        flush_output()
        write_message(writer, answer)


def flush_output() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):
            stream.flush()


def main() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if p and os.path.abspath(p) != here]
    reader = os.fdopen(int(sys.argv[1]), "rb")
    writer = os.fdopen(int(sys.argv[2]), "wb")
    serve(reader, writer)


if __name__ == "__main__":
    main()
