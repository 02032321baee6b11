import re


def solve(answer):
    result = []
    i = 0
    for line in answer.splitlines():
        for sentence in re.split(r"(?<=[.!?])\s+", line):
            if sentence.strip() == "":
                continue
            has_cite = "[source:" in sentence
            has_digit = re.search(r"\d", re.sub(r"\[source:[^\]]*\]", "", sentence))
            if has_digit and not has_cite:
                result.append(i)
            i += 1
    return result
