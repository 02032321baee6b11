// Looks ids up in objects made with Object.create(null), which inherit no names, so "constructor" and "__proto__" are plain keys.
// trips: nothing

exports.solve = function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  // For each id with a record: "live", "expired" (ours, none live) or "other-tenant".
  const state = Object.create(null);
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    const before = state[record.id];
    if (record.tenant === tenant) {
      if (!record.expired) state[record.id] = "live";
      else if (before !== "live") state[record.id] = "expired";
    } else if (before === undefined) {
      state[record.id] = "other-tenant";
    }
  }
  const reported = Object.create(null);
  const problems = [];
  for (let i = 0; i < evidence_ids.length; i++) {
    const cited = evidence_ids[i];
    const found = state[cited];
    if (found === "live" || reported[cited] === true) continue;
    reported[cited] = true;
    problems.push([cited, found === undefined ? "unknown" : found]);
  }
  return problems;
};
