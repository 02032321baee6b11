"""Stores the allowed ids as attributes of a namespace and tests cited ids with hasattr."""
# trips: builtin-names

from types import SimpleNamespace


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    allowed = SimpleNamespace(
        **{r["id"]: True for r in records if r["tenant"] == tenant and not r["expired"]}
    )
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if hasattr(allowed, cited) or cited in reported:
            continue
        reported.add(cited)
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
