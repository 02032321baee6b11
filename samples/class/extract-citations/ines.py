import re


def solve(answer):
    """Return [(id, page), ...] for every [source: id, page n] marker in the answer."""
    pattern = r"\[\s*source\s*:\s*([A-Za-z0-9_.\-]+)\s*(?:,\s*page\s*([0-9]+)\s*)?\]"
    citations = []
    for m in re.finditer(pattern, answer):
        chunk_id = m.group(1)
        if m.group(2) is not None:
            n = int(m.group(2))
            if n < 1:
                continue
            citations.append((chunk_id, n))
        else:
            citations.append((chunk_id, None))
    return citations
