"""Raises SystemExit(0) or a bare BaseException, in turn: neither may end grading well."""

calls = 0


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    global calls
    calls += 1
    if calls % 2:
        raise SystemExit(0)
    raise BaseException("stop grading")
