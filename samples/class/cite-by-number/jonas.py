# Jonas - cite by number
# no regex: look at every [ ... ] by hand


def numbers_in(inside):
    """[' 1', '4 '] -> [1, 4], or None if this is not a citation"""
    out = []
    for piece in inside.split(","):
        piece = piece.strip(" \t")
        if piece == "" or any(ch not in "0123456789" for ch in piece):
            return None
        out.append(int(piece))
    return out


def solve(answer, handed_out):
    cited, fabricated = [], []
    seen_ids, seen_nums = set(), set()
    i = 0
    while True:
        open_at = answer.find("[", i)
        if open_at < 0:
            break
        close_at = answer.find("]", open_at)
        if close_at < 0:
            break
        inner_open = answer.rfind("[", open_at, close_at)  # the [ closest to the ]
        nums = numbers_in(answer[inner_open + 1:close_at])
        for n in nums or []:
            if 0 < n <= len(handed_out):
                if handed_out[n - 1] not in seen_ids:
                    seen_ids.add(handed_out[n - 1])
                    cited.append(handed_out[n - 1])
            elif n not in seen_nums:
                seen_nums.add(n)
                fabricated.append(n)
        i = close_at + 1
    return cited, fabricated
