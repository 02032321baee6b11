"""Allocates until memory runs out, swallows MemoryError and keeps what it got, then
allocates again on every call. Must not pass, and must not take the grader's memory."""

hoard: list[bytearray] = []


def grab() -> None:
    chunk = 64 * 1024 * 1024
    while chunk >= 1024:
        try:
            hoard.append(bytearray(chunk))
        except MemoryError:
            chunk //= 2


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    grab()
    return [str(len(hoard))]
