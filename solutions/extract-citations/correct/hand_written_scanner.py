"""Reads the answer character by character with a small hand-written scanner class."""
# trips: nothing

ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


class Scanner:
    def __init__(self, text: str, at: int) -> None:
        self.text = text
        self.at = at

    def blanks(self) -> None:
        while self.at < len(self.text) and self.text[self.at] in " \t":
            self.at += 1

    def word(self, word: str) -> bool:
        if self.text.startswith(word, self.at):
            self.at += len(word)
            return True
        return False

    def run(self, allowed: frozenset[str]) -> str:
        start = self.at
        while self.at < len(self.text) and self.text[self.at] in allowed:
            self.at += 1
        return self.text[start : self.at]

    def marker(self) -> tuple[str, int | None] | None:
        """Parse one marker starting at "["; None when the text there is not a citation."""
        self.at += 1
        self.blanks()
        if not self.word("source"):
            return None
        self.blanks()
        if not self.word(":"):
            return None
        self.blanks()
        source_id = self.run(ID_CHARS)
        if not source_id:
            return None
        self.blanks()
        if self.word("]"):
            return source_id, None
        if not self.word(","):
            return None
        self.blanks()
        if not self.word("page"):
            return None
        self.blanks()
        digits = self.run(frozenset("0123456789"))
        self.blanks()
        if not digits or not self.word("]") or int(digits) == 0:
            return None
        return source_id, int(digits)


def solve(answer: str) -> list[tuple[str, int | None]]:
    citations: list[tuple[str, int | None]] = []
    opening = answer.find("[")
    while opening >= 0:
        scanner = Scanner(answer, opening)
        citation = scanner.marker()
        if citation is not None:
            citations.append(citation)
        # Nothing a failed marker read can be a "[", so the next search starts where it stopped.
        opening = answer.find("[", max(scanner.at, opening + 1))
    return citations
