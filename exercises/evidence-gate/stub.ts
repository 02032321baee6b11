// Gate decisions on authorised evidence: report every cited id that may not back a decision.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

interface EvidenceRecord {
  id: string;
  tenant: string;
  expired: boolean;
}

/**
 * Return the problems that stop a decision from passing, as [id, reason] pairs.
 *
 * Each record is a plain object `{id: string, tenant: string, expired: boolean}`. A cited
 * id is fine when at least one record with that id belongs to `tenant` and has `expired`
 * false. Otherwise its reason is "unknown" (no record has the id), "other-tenant" (every
 * record with the id belongs to another tenant) or "expired" (the id has records for
 * `tenant`, and all of them are expired). Report each unfit id once, in the order it is
 * first cited. Ids and tenants are compared exactly, as `===` compares strings. When
 * `evidence_ids` is an empty Array, return `[["", "empty"]]`; a cited id `""` is an
 * ordinary id (`["", "unknown"]` when no record has it). The answer is always an Array of
 * two-string Arrays; an empty Array means the decision passes. Leave both Arrays and the
 * record objects as they are.
 *
 * @example
 * const claim = [
 *   { id: "POL-47", tenant: "acme", expired: false },
 *   { id: "RC-83", tenant: "acme", expired: false },
 * ];
 * solve(["POL-47", "RC-83"], claim, "acme");
 * // []
 * solve(["POL-47", "RC-99"], claim, "acme");
 * // [["RC-99", "unknown"]]
 * const bundle = [
 *   ...claim,
 *   { id: "POL-47", tenant: "acme", expired: true },
 *   { id: "POL-12", tenant: "acme", expired: true },
 *   { id: "RC-50", tenant: "birch", expired: false },
 * ];
 * solve(["RC-50", "POL-47", "RC-99", "POL-12", "RC-50", "RC-83"], bundle, "acme");
 * // [["RC-50", "other-tenant"], ["RC-99", "unknown"], ["POL-12", "expired"]]
 */
function solve(
  evidence_ids: string[],
  records: EvidenceRecord[],
  tenant: string,
): Array<[string, string]> {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
