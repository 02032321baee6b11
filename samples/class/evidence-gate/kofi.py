# Kofi - evidence gate

def solve(evidence_ids, records, tenant):
    exists = set()
    mine = set()
    usable = set()
    for record in records:
        rid = record["id"]
        exists.add(rid)
        if record["tenant"] == tenant:
            mine.add(rid)
            if not record["expired"]:
                usable.add(rid)

    flagged = []
    done = set()
    for rid in evidence_ids:
        if rid in usable or rid in done:
            continue
        done.add(rid)
        if rid not in exists:
            flagged.append((rid, "unknown"))
        elif rid not in mine:
            flagged.append((rid, "other-tenant"))
        else:
            flagged.append((rid, "expired"))
    return flagged
