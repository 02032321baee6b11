"""Reads the answer one character at a time, with no regular expression at all."""
# trips: nothing

DIGITS = "0123456789"
BLANKS = " \t"


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    numbers: list[int] | None = None  # the numbers of the bracket being read, None outside one
    digits = ""  # the number being read
    need_number = True  # just after "[" or ",": a number must come next
    for char in answer:
        if char == "[":
            numbers, digits, need_number = [], "", True
        elif numbers is None:
            continue
        elif char in DIGITS:
            if not digits and not need_number:  # a second number with no comma before it
                numbers = None
            else:
                digits += char
                need_number = False
        elif char in BLANKS:
            if digits:
                numbers.append(int(digits))
                digits = ""
        elif char == "," and not need_number:
            if digits:
                numbers.append(int(digits))
                digits = ""
            need_number = True
        elif char == "]" and not need_number:
            if digits:
                numbers.append(int(digits))
            for number in numbers:
                if 1 <= number <= len(handed_out):
                    cited.setdefault(handed_out[number - 1])
                else:
                    fabricated.setdefault(number)
            numbers = None
        else:
            numbers = None
    return list(cited), list(fabricated)
