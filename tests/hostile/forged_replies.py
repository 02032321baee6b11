"""Answers calls by writing its own replies into the grader's pipe, with the right request id
taken from the child's frames, but with malformed contents: unhashable set items, missing
fields, wrong types, deep nesting, a huge length, bytes that are not JSON. The grader must
refuse each one without crashing."""

import json
import os
import struct
import sys

REPLIES = int(sys.argv[2])


def malformed(request_id: str, variant: int) -> bytes:
    base: dict[str, object] = {"op": "reply", "id": request_id, "seconds": 0.0}
    deep: object = "x"
    for _ in range(300):
        deep = [deep]
    values: list[dict[str, object]] = [
        {**base, "value": {"t": "set", "v": [{"t": "set", "v": []}, {"t": "dict", "v": []}]}},
        {**base, "value": {"t": "tuple"}},
        {**base, "value": [], "seconds": "fast"},
        {**base, "value": [], "raised": {"type": 5, "traceback": None}},
        {**base, "value": deep},
        {**base, "value": {"t": "dict", "v": [[1]]}},
        {**base, "value": [], "too_large": "yes"},
        {**base, "value": {"t": "object", "type": ["list"], "repr": 7}},
    ]
    if variant < len(values):
        body = json.dumps(values[variant]).encode()
        return struct.pack(">I", len(body)) + body
    if variant == len(values):
        return struct.pack(">I", 2**31) + b"[" * 1000
    return struct.pack(">I", 9) + b"\xff{not json"


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    request = sys._getframe(1).f_locals.get("request", {})
    os.write(REPLIES, malformed(str(request.get("id")), len(citations) % 10))
    os._exit(0)
