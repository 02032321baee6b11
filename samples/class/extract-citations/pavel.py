import re

ID_CHARS = r"[A-Za-z0-9_.-]+"
SP = r"[ \t]*"
RX = re.compile(r"\[" + SP + "source" + SP + ":" + SP + "(" + ID_CHARS + ")" + SP
                + "(?:," + SP + "page" + SP + "([0-9]+)" + SP + r")?\]")


def solve(answer):
    citations = []
    for m in RX.finditer(answer):
        source, page = m.group(1), m.group(2)
        if page is None
            citations.append((source, None))
        elif int(page) != 0:
            citations.append((source, int(page)))
    return citations
