"""Writes protocol messages into the grader's reply pipe while it is imported: a forged
"loaded" message and forged replies claiming a pass; its answers are wrong."""

import json
import os
import struct
import sys

REPLIES = int(sys.argv[2])  # the child program's reply pipe


def send(message: dict[str, object]) -> None:
    body = json.dumps(message).encode()
    os.write(REPLIES, struct.pack(">I", len(body)) + body)


send({"op": "loaded", "unit_errors": [], "problem": None})
for guess in range(1, 4):
    send({"op": "reply", "id": f"x-{guess}", "value": ["x", "y"], "seconds": 0.0})
send({"op": "verdict", "status": "pass", "score": 17})


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    return []
