"""Remembers each verdict by the evidence and the tenant, so changed records get the old one."""
# trips: independent-calls

_verdicts: dict[tuple[tuple[str, ...], str], list[tuple[str, str]]] = {}


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    # A decision is gated again on every retry; the verdict is worked out only once.
    key = (tuple(evidence_ids), tenant)
    if key not in _verdicts:
        _verdicts[key] = _problems(evidence_ids, records, tenant)
    return list(_verdicts[key])


def _problems(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    allowed = {r["id"] for r in records if r["tenant"] == tenant and not r["expired"]}
    problems: list[tuple[str, str]] = []
    for cited in dict.fromkeys(evidence_ids):
        if cited in allowed:
            continue
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
