import re

# runs of letters/digits (the [^\W_] trick leaves out the underscore)
WORD = re.compile(r"[^\W_]+")


def solve(sentence, cited_block, blocks, threshold):
    sent = set(WORD.findall(sentence))
    counts = dict.fromkeys(sent, 0)
    for b in blocks:
        for w in set(WORD.findall(b)):
            if w in counts:
                counts[w] += 1
    left = [w for w in sent if counts[w] * 2 <= len(blocks)]
    if len(left) == 0:
        return False
    cited = set(WORD.findall(cited_block))
    matched = len([w for w in left if w in cited])
    return matched / len(left) >= threshold
