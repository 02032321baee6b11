def solve(evidence_ids, records, tenant):
    if not evidence_ids:
        return [("", "empty")]

    # mark each record with what it means for this request
    status = {}
    for r in records:
        if r["tenant"] != tenant:
            r["verdict"] = "other-tenant"
        elif r["expired"]:
            r["verdict"] = "expired"
        else:
            r["verdict"] = "ok"
        old = status.get(r["id"])
        if old is None or rank(r["verdict"]) > rank(old):
            status[r["id"]] = r["verdict"]

    res = []
    seen = set()
    for e in evidence_ids:
        if e in seen:
            continue
        seen.add(e)
        v = status.get(e, "unknown")
        if v != "ok":
            res.append((e, v))
    return res


def rank(verdict):
    return ["other-tenant", "expired", "ok"].index(verdict)
