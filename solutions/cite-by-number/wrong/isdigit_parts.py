"""Tests each part with str.isdigit(), which is true for superscripts and other scripts' digits."""
# trips: other-script-digits


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: list[str] = []
    fabricated: list[int] = []
    seen_ids: set[str] = set()
    seen_numbers: set[int] = set()
    start = answer.find("[")
    while start != -1:
        end = answer.find("]", start)
        if end == -1:
            break
        inside = answer[start + 1 : end]
        if "[" in inside:
            start = answer.find("[", start + 1)
            continue
        parts = [part.strip(" \t") for part in inside.split(",")]
        if all(part.isdigit() for part in parts):
            for part in parts:
                number = int(part)
                if 1 <= number <= len(handed_out):
                    block = handed_out[number - 1]
                    if block not in seen_ids:
                        seen_ids.add(block)
                        cited.append(block)
                elif number not in seen_numbers:
                    seen_numbers.add(number)
                    fabricated.append(number)
        start = answer.find("[", end)
    return cited, fabricated
