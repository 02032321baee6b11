"""A correct solution whose quadratic work runs in a second thread: the calling thread only
waits, so a clock of the calling thread alone would show almost no work."""

import threading


def _work(citations: list[str], retrieved_ids: list[str], out: list[str]) -> None:
    for c in citations:
        if c not in retrieved_ids and c not in out:
            out.append(c)


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    result: list[str] = []
    worker = threading.Thread(target=_work, args=(citations, retrieved_ids, result))
    worker.start()
    worker.join()
    return result
