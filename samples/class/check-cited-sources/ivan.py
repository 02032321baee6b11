def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    done = set()
    answer = []
    i = 0
    while i < len(citations):
        c = citations[i]
        i += 1
        if c in known or c in done:
            continue
        done.add(c)
        answer.append(c)
    return answer
