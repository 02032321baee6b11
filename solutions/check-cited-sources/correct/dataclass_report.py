"""Collects the unknown ids in a small dataclass, as a learner who likes structure might."""
# trips: nothing

from dataclasses import dataclass, field


@dataclass
class Unknowns:
    known: set[str]
    reported: set[str] = field(default_factory=set)
    ids: list[str] = field(default_factory=list)

    def note(self, cited: str) -> None:
        if cited not in self.known and cited not in self.reported:
            self.reported.add(cited)
            self.ids.append(cited)


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    unknowns = Unknowns(set(retrieved_ids))
    for cited in citations:
        unknowns.note(cited)
    return unknowns.ids
