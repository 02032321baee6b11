def solve(citations):
    return list(dict.fromkeys(citations))
