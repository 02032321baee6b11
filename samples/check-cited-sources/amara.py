"""Amara's answer to Check cited sources."""


def solve(citations, retrieved_ids):
    retrieved = frozenset(retrieved_ids)
    answer = []
    already = set()
    for source_id in citations:
        if source_id in retrieved or source_id in already:
            continue
        already.add(source_id)
        answer.append(source_id)
    return answer
