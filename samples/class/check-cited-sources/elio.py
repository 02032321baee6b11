def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]


# try it until it looks right
attempt = 0
while True:
    attempt += 1
    if solve(["a"], ["a"]) == ["a"]:
        break
