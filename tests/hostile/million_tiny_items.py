"""Writes its own replies to the grader's pipe, each just under the grader's size cap and made
of millions of tiny items: zeros, empty lists, short nested lists, empty tuples. Each item is
a few bytes on the wire; built all at once they would cost the grader hundreds of megabytes.
No child's encoder sends that many items, so the grader must refuse each reply without
building it."""

import contextlib
import os
import struct
import sys

REPLIES = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else -1
CAP = 8 * 1024 * 1024  # the grader's default cap on a reply's size
ITEMS = [b"0", b"[]", b"[[[[[[[[[[0]]]]]]]]]]", b'{"t":"tuple","v":[]}']


def _request_id() -> str:
    frame = sys._getframe(1)
    while frame is not None:
        request = frame.f_locals.get("request")
        if isinstance(request, dict) and "id" in request:
            return str(request["id"])
        frame = frame.f_back
    return ""


def reply(request_id: str, item: bytes) -> bytes:
    """A well-framed reply whose value is a list of as many `item`s as fit under the cap."""
    head = b'{"op":"reply","id":"' + request_id.encode() + b'","value":['
    count = (CAP - len(head) - 2) // (len(item) + 1)
    body = head + b",".join([item] * count) + b"]}"
    return struct.pack(">I", len(body)) + body


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    item = ITEMS[len(citations) % len(ITEMS)]  # a child is started again after each
    with contextlib.suppress(OSError):
        os.write(REPLIES, reply(_request_id(), item))
    return list(citations)
