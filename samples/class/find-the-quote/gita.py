# Gita: models rephrase a bit, so accept the closest stretch of the source if it is close enough.
from difflib import SequenceMatcher


def solve(source, quote):
    quote = " ".join(quote.split())
    if not quote:
        return None
    best, best_i = 0.0, None
    n = len(quote)
    for i in range(0, max(1, len(source) - n + 1)):
        window = " ".join(source[i:i + n].split())
        r = SequenceMatcher(None, window, quote).ratio()
        if r > best:
            best, best_i = r, i
    if best >= 0.85:
        return (best_i, min(best_i + n, len(source)))
    return None
