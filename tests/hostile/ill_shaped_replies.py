"""Writes its own replies to the grader's pipe ahead of the child program's: well-framed, with
the right request id, but shaped wrong in a different way on every call (arguments after the
call that are not a list or not as many, values and flags of the wrong type)."""

import contextlib
import json
import os
import struct
import sys
from typing import Any

REPLIES = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else -1
SHAPES: list[dict[str, Any]] = [
    {"value": ["a"], "args": 7},
    {"value": ["a"], "args": {"t": "dict", "v": []}},
    {"value": ["a"], "args": [[]]},
    {"value": ["a"], "args": ["x", "y"]},
    {"value": ["a"], "args": [[], [], []]},
    {"value": {"t": "set", "v": [[1]]}},
    {"value": ["a"], "too_large": "yes"},
    {"value": ["a"], "raised": ["not", "a", "dict"]},
    {"value": {"t": "tuple"}},
    {"value": [{"t": "object", "type": 3, "repr": "x"}]},
    {"value": "a", "args": [{"t": "object", "type": "list", "repr": "[]"}, []]},
]
calls = [0]


def _request_id() -> str | None:
    frame = sys._getframe(1)
    while frame is not None:
        request = frame.f_locals.get("request")
        if isinstance(request, dict) and "id" in request:
            return str(request["id"])
        frame = frame.f_back
    return None


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    shape = SHAPES[calls[0] % len(SHAPES)]
    calls[0] += 1
    body = json.dumps({"op": "reply", "id": _request_id(), **shape}).encode()
    with contextlib.suppress(OSError):
        os.write(REPLIES, struct.pack(">I", len(body)) + body)
    return list(citations)
