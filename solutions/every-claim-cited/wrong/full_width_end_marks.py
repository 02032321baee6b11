"""Takes the full-width end marks of Chinese text (U+3002, U+FF01, U+FF1F) for end marks too."""
# trips: unicode-text

import re

# 1. A citation, with the grammar of "Extract citations": `[source: ID]` or
#    `[source: ID, page N]`, an ASCII id, a page of at least 1 (`0*[1-9][0-9]*`: leading zeros
#    are allowed, a page of 0 is not), and spaces or tabs between the parts. It is always matched
#    whole, so nothing inside it is ever read as an end mark or as a digit of the sentence.
CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)

# 2. The full-width marks of Chinese and Japanese text end sentences too.
#    The only things that matter, tried in this order at each place in the answer: a citation;
#    an end mark that ends a sentence (followed by a gap of spaces, tabs and citations, and then
#    by something that is neither a digit nor more gap); a line break; a run of ASCII digits.
#    The two look-aheads after the gap keep backtracking from cutting the gap short and then
#    finding "not a digit" in the middle of it. Every other character is ordinary text.
TOKEN = re.compile(
    rf"(?P<citation>{CITATION})"
    rf"|(?P<end>[.!?\u3002\uff01\uff1f](?P<gap>(?:[ \t]|{CITATION})+)(?![ \t0-9])(?!{CITATION}))"
    r"|(?P<line>\n)"
    r"|(?P<digits>[0-9]+)"
)


def solve(answer: str) -> list[int]:
    """Return the positions of the sentences that hold an ASCII digit but no citation."""
    uncited: list[int] = []
    position = 0  # the position the next sentence gets
    start = 0  # where the current sentence begins in the answer
    fact = cited = False
    # 3. One pass from left to right: finditer keeps its place in the answer.
    for token in TOKEN.finditer(answer):
        kind = token.lastgroup
        if kind == "citation":
            cited = True
            continue
        if kind == "digits":
            fact = True
            continue
        # 4. A sentence ends here. After an end mark the gap belongs to the sentence it closes,
        #    with any citations in it; a line break belongs to no sentence.
        if kind == "end":
            cited = cited or "[" in token["gap"]
            stop = token.end()
        else:
            stop = token.start()
        # 5. A piece with nothing but whitespace is no sentence and gets no position.
        if answer[start:stop].strip():
            if fact and not cited:
                uncited.append(position)
            position += 1
        start, fact, cited = token.end(), False, False
    # 6. The end of the answer closes the last sentence, full stop or not.
    if answer[start:].strip() and fact and not cited:
        uncited.append(position)
    return uncited
