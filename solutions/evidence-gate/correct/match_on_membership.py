"""Walks the evidence once with a seen set and picks the reason with a match statement."""
# trips: nothing


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known, ours, live = set(), set(), set()
    for r in records:
        known.add(r["id"])
        if r["tenant"] == tenant:
            ours.add(r["id"])
            if not r["expired"]:
                live.add(r["id"])
    result: list[tuple[str, str]] = []
    seen: set[str] = set()
    for cited in evidence_ids:
        if cited in seen:
            continue
        seen.add(cited)
        match (cited in known, cited in ours, cited in live):
            case (False, _, _):
                result.append((cited, "unknown"))
            case (True, False, _):
                result.append((cited, "other-tenant"))
            case (True, True, False):
                result.append((cited, "expired"))
    return result
