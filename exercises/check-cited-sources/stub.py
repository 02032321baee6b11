"""Check cited sources: find the cited ids that were never placed in the prompt."""


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    """Return the cited ids that are not among the ids placed in the prompt.

    Each unknown id is reported once, in the order it first appears in ``citations``.
    Ids are compared exactly. Return an empty list when every citation is known or there
    are no citations. Leave both lists as they are.

    >>> solve(
    ...     ["fee_policy_p2_c1", "fee_policy_p9_c4", "fee_policy_p9_c4", "hostel_rules_p1_c3"],
    ...     ["fee_policy_p2_c1", "bank_faq_p1_c1"],
    ... )
    ['fee_policy_p9_c4', 'hostel_rules_p1_c3']
    >>> solve(["fee_policy_p2_c1"], ["fee_policy_p2_c1"])
    []
    >>> solve(["bank_faq_p1_c1", "fee_policy_p2_c1", "bank_faq_p1_c1"], [])
    ['bank_faq_p1_c1', 'fee_policy_p2_c1']
    """
    raise NotImplementedError("Write your solution here.")
