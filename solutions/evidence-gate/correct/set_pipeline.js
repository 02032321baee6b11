// Builds the three id Sets with filter and map, then de-duplicates the evidence in order with [...new Set(...)] and maps each unfit id to its pair.
// trips: nothing

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const idsOf = (kept) => new Set(kept.map((record) => record.id));
  const ours = records.filter((record) => record.tenant === tenant);
  const known = idsOf(records);
  const mine = idsOf(ours);
  const allowed = idsOf(ours.filter((record) => !record.expired));
  const reasonFor = (id) => {
    if (!known.has(id)) return "unknown";
    if (!mine.has(id)) return "other-tenant";
    return "expired";
  };
  return [...new Set(evidence_ids)]
    .filter((id) => !allowed.has(id))
    .map((id) => [id, reasonFor(id)]);
}

module.exports = { solve };
