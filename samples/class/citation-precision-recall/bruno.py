# Bruno - ported the precision loop from ALCE's eval.py, with the table instead of the NLI model

from math import gcd


def entails(blocks, table):
    for way in table:
        if all(b in blocks for b in way):
            return True
    return False


def solve(citations, supports, block_count):
    recalled = 0
    good = 0
    total = 0
    for i in range(len(citations)):
        refs = list(dict.fromkeys(citations[i]))  # one citation per number
        total += len(refs)
        real = [r for r in refs if 1 <= r <= block_count]
        if not entails(real, supports[i]):
            continue
        recalled += 1
        for r in real:
            # condition A: alone
            if entails([r], supports[i]):
                good += 1
                continue
            # condition B: the rest without it
            rest = [x for x in real if x != r]
            if not entails(rest, supports[i]):
                good += 1

    def reduce(a, b):
        if b == 0:
            return None
        g = gcd(a, b)
        return (a // g, b // g)

    return {"recall": reduce(recalled, len(citations)), "precision": reduce(good, total)}
