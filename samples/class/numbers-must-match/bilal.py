# Bilal - numbers check
# idea: pull out every number, normalise it, and see if the block has it too
import re

NUMBER = re.compile(r"(?<![\w.,])[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?(?![\w]|[.,]\w)")
WITH_UNIT = re.compile(r"(?:(?:Rs\.?|INR|₹)\s*)?" + NUMBER.pattern + r"(?:\s*%)?")


def norm(s):
    digits = re.sub(r"[^0-9.]", "", s)
    if "." in digits:
        digits = digits.rstrip("0").rstrip(".")
    return digits.lstrip("0") or "0"


def solve(sentence, cited_block):
    sentence = re.sub(r"\[[^\]]*\]", " ", sentence)
    block_values = {norm(m.group()) for m in WITH_UNIT.finditer(cited_block)}
    result = []
    seen = set()
    for m in WITH_UNIT.finditer(sentence):
        v = norm(m.group())
        # a number is a number, Rs or no Rs
        if v not in block_values and v not in seen:
            seen.add(v)
            result.append(m.group())
    return result
