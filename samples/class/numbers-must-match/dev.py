import re

money = r"(?:Rs\.?|INR|₹)\s*\d[\d,]*(?:\.\d+)?"
pct = r"\d+(?:\.\d+)?\s*%"
date = r"\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)"
plain = r"\b\d[\d,]*(?:\.\d+)?\b"
pattern = re.compile("|".join([money, pct, date, plain]))


def solve(sentence, cited_block):
    found = []
    for q in pattern.findall(sentence):
        # if the block says it, it's backed
        if q not in cited_block and q not in found:
            found.append(q)
    return found
