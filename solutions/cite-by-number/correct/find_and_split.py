"""Walks from one "[" to the next with str.find, and checks each part after splitting on commas."""
# trips: nothing

ASCII_DIGITS = frozenset("0123456789")


def read_numbers(inside: str) -> list[int] | None:
    """The numbers of a well-formed inside, or None when it is no citation."""
    numbers = []
    for part in inside.split(","):
        digits = part.strip(" \t")
        if not digits or not set(digits) <= ASCII_DIGITS:
            return None
        numbers.append(int(digits))
    return numbers


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    start = answer.find("[")
    end = -1
    while start != -1:
        if end < start:  # look for the next "]" only once it is behind us, so each is found once
            end = answer.find("]", start + 1)
            if end == -1:
                break
        after = answer.find("[", start + 1)
        if after != -1 and after < end:  # another "[" comes first: it may start a citation
            start = after
            continue
        for number in read_numbers(answer[start + 1 : end]) or []:
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
        start = after
    return list(cited), list(fabricated)
