"""Serving: run the submission's code units in one namespace, then answer each request with the
operation it names, until the grader closes the pipe."""

from __future__ import annotations

import contextlib
import linecache
import os
import sys
import traceback
import types

from .wire import HEADER, Frames, TooLarge, encode, pack_reply, short_repr, unpack_request

# Every child imports this module before it serves: what only type checking needs is not
# imported (nor `inspect`, which `load` imports only for a callable that is not a plain
# function), so that a child starts sooner.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    # An operation answers one request: given the graded function, the arguments of the last
    # call (this one's, for a call) and the encoder, the fields of its reply. The request's
    # `op` names it in OPERATIONS.
    Operation = Callable[
        [Callable[..., Any], tuple[Any, ...], Callable[[Any], Any]], dict[str, Any]
    ]
CO_VARARGS = 0x04  # a code object's flag for *args (inspect.CO_VARARGS)


class Channel:
    """The child's end of the private pipes: whole messages in, whole messages out."""

    def __init__(self, requests: int, replies: int, reply_bytes: int) -> None:
        self.requests = requests
        self.replies = replies
        self.reply_bytes = reply_bytes  # the largest reply the grader reads
        self.frames = Frames(limit=1 << 31)  # the grader is trusted to send sane sizes

    def receive(self) -> dict[str, Any] | None:
        """The next request, or None once the grader has closed the pipe."""
        while (body := self.frames.next_body()) is None:
            data = os.read(self.requests, 1 << 16)
            if not data:
                return None
            self.frames.feed(data)
        return unpack_request(body)

    def send(self, message: dict[str, Any]) -> None:
        data = memoryview(packed_message(message, self.reply_bytes))
        while data:
            data = data[os.write(self.replies, data) :]


def packed_message(message: dict[str, Any], reply_bytes: int) -> bytes:
    """A message as bytes; an answer whose reply the grader would not read (over
    `reply_bytes`), as too large."""
    packed = pack_reply(message)
    if len(packed) - HEADER.size > reply_bytes and message.get("op") == "reply":
        packed = pack_reply({"op": "reply", "id": message["id"], "too_large": True})
    return packed


def describe_exception(exc: BaseException, learner_files: set[str]) -> dict[str, Any]:
    """The exception with only the learner's own frames in its traceback."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename in learner_files]
    lines = traceback.format_list(frames)
    try:
        lines += traceback.format_exception_only(type(exc), exc)
    except BaseException:
        lines.append(type(exc).__name__ + "\n")
    return {"type": type(exc).__name__, "message": short_repr(exc), "traceback": "".join(lines)}


def load(request: dict[str, Any]) -> tuple[dict[str, Any], Any, set[str]]:
    """Run the submission's code units in one namespace and find the graded function."""
    # A real module, registered like any imported one: code that looks itself up by module
    # name (dataclasses, pickle, typing.get_type_hints) works as it would in a file of its own.
    module = types.ModuleType("submission")
    sys.modules[module.__name__] = module
    namespace: dict[str, Any] = module.__dict__
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
    elif not _plainly_takes(function, request["arity"]):
        import inspect

        try:
            inspect.signature(function).bind(*([None] * request["arity"]))
        except TypeError as exc:
            reply["problem"] = "arity"
            reply["detail"] = str(exc)
        except ValueError:
            pass  # no signature to inspect (a builtin): let the calls tell
    return reply, function, learner_files


def _plainly_takes(function: Any, count: int) -> bool:
    """Whether `function` is a plain function that `count` positional arguments bind, as its
    code object says; anything else (or a mismatch, whose words inspect gives) is for inspect."""
    if type(function) is not types.FunctionType:
        return False
    code = function.__code__
    required = code.co_argcount - len(function.__defaults__ or ())
    keywords = code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
    keyword_defaults = function.__kwdefaults__ or {}
    return (
        required <= count
        and (count <= code.co_argcount or bool(code.co_flags & CO_VARARGS))
        and all(name in keyword_defaults for name in keywords)
    )


def call(
    function: Callable[..., Any], args: tuple[Any, ...], encode: Callable[[Any], Any]
) -> dict[str, Any]:
    """What the function returns for the request's arguments."""
    return {"value": encode(function(*args))}


def args_after(
    function: Callable[..., Any], args: tuple[Any, ...], encode: Callable[[Any], Any]
) -> dict[str, Any]:
    """What the last call's arguments hold now, asked for after that call's reply: while the
    function ran, nothing in the child told a call whose arguments are checked from one whose
    are not. They are held in a tuple, which learner code reaching the serving loop cannot
    empty or reorder (the grader still believes the account only in the shape it expects: see
    session.py)."""
    return {"value": encode(list(args))}


def ping(
    function: Callable[..., Any], args: tuple[Any, ...], encode: Callable[[Any], Any]
) -> dict[str, Any]:
    """Nothing: the cost of a round trip alone, for timing."""
    return {"value": None}


OPERATIONS: dict[str, Operation] = {"call": call, "args_after": args_after, "ping": ping}


def serve(channel: Channel) -> None:
    """Load the submission as the first request asks, then answer the rest."""
    # What serving needs is bound here, before any learner code runs: replacing a name in
    # this package, or a method of Channel, later changes nothing below.
    receive, send, encode_value, describe, answer = (
        channel.receive,
        channel.send,
        encode,
        describe_exception,
        answer_request,
    )
    operations = dict(OPERATIONS)
    request = receive()
    if request is None:
        return
    reply, function, learner_files = load(request)
    flush_output()
    send(reply)
    # Every call keeps its arguments, whether or not the grader asks for them afterwards.
    kept: tuple[Any, ...] = ()
    while (request := receive()) is not None:
        if request["op"] == "call":
            kept = tuple(request["args"])
        reply = answer(operations, request, function, kept, encode_value, describe, learner_files)
        flush_output()
        send(reply)


def answer_request(
    operations: dict[str, Operation],
    request: dict[str, Any],
    function: Callable[..., Any],
    kept: tuple[Any, ...],
    encode: Callable[[Any], Any],
    describe: Callable[[BaseException, set[str]], dict[str, Any]],
    learner_files: set[str],
) -> dict[str, Any]:
    """The reply to one request: the operation's fields, or what it raised."""
    operation = operations[request["op"]]  # the grader names only operations it knows
    reply: dict[str, Any] = {"op": "reply", "id": request["id"]}
    try:
        reply.update(operation(function, kept, encode))
    except TooLarge:
        reply["too_large"] = True
    except BaseException as exc:  # report whatever solve raised, even SystemExit
        reply["raised"] = describe(exc, learner_files)
    return reply


def flush_output() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):  # learner code may have broken the stream
            stream.flush()
