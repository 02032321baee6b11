# Dmitri: every [n] marker is a citation, like eval.py counts them
from math import gcd


def solve(citations, supports, block_count):
    rec = 0
    prec = 0
    n = 0
    for refs, table in zip(citations, supports):
        n += len(refs)
        ok = {r for r in refs if 1 <= r <= block_count}
        ways = [set(w) for w in table if set(w) <= ok]
        if not ways:
            continue
        rec += 1
        keep = set.intersection(*ways) | {b for w in ways if len(w) == 1 for b in w}
        prec += sum(1 for r in refs if r in keep)
    out = {}
    for key, a, b in (("recall", rec, len(citations)), ("precision", prec, n)):
        out[key] = None if b == 0 else (a // gcd(a, b), b // gcd(a, b))
    return out
