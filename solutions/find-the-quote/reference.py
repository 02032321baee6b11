"""Reference solution for the lesson "Is the quote really in the source?"."""

import unicodedata

# Curly quotation marks and apostrophes, each read as its straight twin.
STRAIGHT = str.maketrans("\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f", "''''\"\"\"\"")
ELLIPSIS = "..."


def _kind(character: str) -> str:
    """The first letter of the character's Unicode category: L letter, N number, M mark,
    Z separator…"""
    return unicodedata.category(character)[0]


def _is_space(character: str) -> bool:
    return character in "\t\n\v\f\r" or _kind(character) == "Z"


def _normalised(text: str) -> tuple[str, list[int]]:
    """The text as it is compared, and for each of its characters the position in `text` of
    the character it came from."""
    # 1. Each character on its own: decompose it (NFD), so that "é" and "e" plus an accent
    #    read the same; straighten curly quotes; and make each run of whitespace one space.
    #    Remember where every character came from, to answer in the source's own positions.
    characters: list[str] = []
    origins: list[int] = []
    for position, character in enumerate(text):
        for piece in unicodedata.normalize("NFD", character).translate(STRAIGHT):
            if _is_space(piece):
                if characters and characters[-1] == " ":
                    continue
                piece = " "
            characters.append(piece)
            origins.append(position)
    return "".join(characters), origins


def _clean_edges(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is made of whole characters and whole words."""
    # 3. A mark belongs to the character before it: "cafe" is not in "café", "=" not in "≠".
    if _kind(text[start]) == "M" or (end < len(text) and _kind(text[end]) == "M"):
        return False
    # 4. A match may not cut a word: "Rs 50" is not in "Rs 500".
    words = "LNM"
    if start > 0 and _kind(text[start - 1]) in words and _kind(text[start]) in words:
        return False
    return not (end < len(text) and _kind(text[end - 1]) in words and _kind(text[end]) in words)


def _first_match(text: str, part: str, begin: int) -> int:
    """Where `part` first matches in `text` at or after `begin`, or -1."""
    at = text.find(part, begin)
    while at != -1 and not _clean_edges(text, at, at + len(part)):
        at = text.find(part, at + 1)
    return at


def solve(source: str, quote: str) -> tuple[int, int] | None:
    """The span (start, end) of the quote in the source, or None when it is not there."""
    text, origins = _normalised(source)
    wanted, _ = _normalised(quote)
    # 2. An ellipsis, "…" or "...", stands for text the quote left out: the parts between
    #    them must each be in the source, in order. Spaces around a part are only layout.
    stripped = (part.strip(" ") for part in wanted.replace("\u2026", ELLIPSIS).split(ELLIPSIS))
    parts = [part for part in stripped if part]
    # 5. With nothing to find, nothing is quoted.
    if not parts:
        return None
    # 6. The first part at its first match; each later part at its first match after the one
    #    before. Starting the first part later could only push the others later still.
    starts: list[int] = []
    end = 0
    for part in parts:
        at = _first_match(text, part, end)
        if at == -1:
            return None
        starts.append(at)
        end = at + len(part)
    # 7. Back to the source's own positions: from the first character of the first part to
    #    just after the last character of the last part, the left-out text included.
    return origins[starts[0]], origins[end - 1] + 1
