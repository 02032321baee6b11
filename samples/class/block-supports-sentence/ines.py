import re

# runs of letters/digits (the [^\W_] trick leaves out the underscore)
WORD = re.compile(r"[^\W_]+")


def solve(sentence, cited_block, blocks, index, threshold):
    sent = set(WORD.findall(sentence))
    counts = dict.fromkeys(sent, 0)
    for d in index:
        for w in set(WORD.findall(d)):
            if w in counts:
                counts[w] += 1
    left = [w for w in sent if counts[w] * 2 <= len(index)]
    if len(left) == 0:
        return False
    cited = set(WORD.findall(cited_block))
    matched = len([w for w in left if w in cited])
    return matched * threshold[1] >= threshold[0] * len(left)
