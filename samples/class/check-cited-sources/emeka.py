def _first_time(items):
    seen = set()
    for item in items:
        if item not in seen:
            seen.add(item)
            yield item


def solve(citations, retrieved_ids):
    found = set(retrieved_ids)
    return [x for x in _first_time(citations) if x not in found]
