"""Fills the report with text that is not valid Unicode: an exception message holding lone
surrogates and escape sequences, a returned object whose repr holds them too, and printed
bytes that are not UTF-8. The report must still be written, as valid UTF-8."""

import os


class Murky:
    def __repr__(self) -> str:
        return "\ud800\x1b[2J<b>murky</b>\udcff"


def solve(citations: list[str], retrieved_ids: list[str]) -> list[object]:
    os.write(1, b"\xed\xa0\x80 \xff\x1b[2J\r printed\n")
    if not citations:
        raise ValueError("lone \ud83d surrogate \x1b[31m and \udce9")
    return [Murky()]
