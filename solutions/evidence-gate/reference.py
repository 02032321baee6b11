"""Reference solution for the lesson "Gate decisions on authorised evidence"."""


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    """Return the reasons the decision may not pass, one per unfit evidence id, in cited order."""
    # 1. A decision that cites no evidence at all can never pass.
    if not evidence_ids:
        return [("", "empty")]
    # 2. One pass over the records sorts every id into three sets: seen at all, seen for this
    #    tenant, and live (not expired) for this tenant. Only the last set is allowed.
    known: set[str] = set()
    ours: set[str] = set()
    allowed: set[str] = set()
    for record in records:
        known.add(record["id"])
        if record["tenant"] == tenant:
            ours.add(record["id"])
            if not record["expired"]:
                allowed.add(record["id"])
    # 3. Walk the cited ids in order; skip allowed ids and ids already reported.
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in allowed or cited in reported:
            continue
        reported.add(cited)
        # 4. The reason depends on how far the id got before it was filtered out.
        if cited not in known:
            reason = "unknown"
        elif cited not in ours:
            reason = "other-tenant"
        else:
            reason = "expired"
        problems.append((cited, reason))
    return problems
