import re

# [source: ID] or [source: ID, page N]
pat = re.compile(r'\[[ \t]*source[ \t]*:[ \t]*([a-zA-Z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*(\d+)[ \t]*)?\]')

def solve(answer):
    res = []
    for ident, pg in pat.findall(answer):
        if pg == '':
            res.append((ident, None))
        elif int(pg) > 0:
            res.append((ident, int(pg)))
    return res
