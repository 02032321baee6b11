def solve(drafts, retrieved_ids):
    """Show a draft whose citations check out; one retry, then the refusal."""
    import re

    marker = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?")
    known = set(retrieved_ids)

    def issues(draft):
        out = {}
        cited = False
        for m in marker.finditer(draft):
            if m[1] is None or (m[2] is not None and int(m[2]) == 0):
                out["Malformed citation: " + m[0]] = 1
            else:
                cited = True
                if m[1] not in known:
                    out["Unknown source: " + m[1]] = 1
        if not cited:
            return ["No citation: cite at least one retrieved source."] + list(out)
        return list(out)

    first = issues(drafts[0])
    if not first:
        return {"shown": drafts[0], "attempts": 1, "feedback": None}
    feedback = "\n".join(first)
    # only one retry allowed
    if len(drafts) >= 2 and not issues(drafts[1]):
        return {"shown": drafts[1], "attempts": 2, "feedback": feedback}
    return {"shown": "I don't know from the provided documents.", "attempts": len(drafts[:2]), "feedback": feedback}
