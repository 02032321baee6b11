"""Gate decisions on authorised evidence: report every cited id that may not back a decision."""


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    """Return the problems that stop a decision from passing, as (id, reason) pairs.

    ``records`` are dicts ``{"id": str, "tenant": str, "expired": bool}``. A cited id is fine
    when at least one record with that id belongs to ``tenant`` and is not expired. Otherwise
    its reason is "unknown" (no record has the id), "other-tenant" (every record with the id
    belongs to another tenant) or "expired" (the id has records for ``tenant``, all expired).
    Each unfit id is reported once, in the order it is first cited. Ids and tenants are
    compared exactly. With no evidence ids at all, return ``[("", "empty")]``; a cited id
    ``""`` is an ordinary id (``("", "unknown")`` when no record has it). An empty result
    means the decision passes. Leave the lists and the record dicts as they are.

    >>> claim = [
    ...     {"id": "POL-47", "tenant": "acme", "expired": False},
    ...     {"id": "RC-83", "tenant": "acme", "expired": False},
    ... ]
    >>> solve(["POL-47", "RC-83"], claim, "acme")
    []
    >>> solve(["POL-47", "RC-99"], claim, "acme")
    [('RC-99', 'unknown')]
    >>> bundle = claim + [
    ...     {"id": "POL-47", "tenant": "acme", "expired": True},
    ...     {"id": "POL-12", "tenant": "acme", "expired": True},
    ...     {"id": "RC-50", "tenant": "birch", "expired": False},
    ... ]
    >>> solve(["RC-50", "POL-47", "RC-99", "POL-12", "RC-50", "RC-83"], bundle, "acme")
    [('RC-50', 'other-tenant'), ('RC-99', 'unknown'), ('POL-12', 'expired')]
    """
    raise NotImplementedError("Write your solution here.")
