// Keeps the best status each id reached in a Map (0 other tenant, 1 expired, 2 live), raised with Math.max so record order does not matter.
// trips: nothing

const OTHER_TENANT = 0;
const EXPIRED = 1;
const LIVE = 2;
const REASONS = ["other-tenant", "expired"];

const solve = (evidence_ids, records, tenant) => {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const best = new Map();
  for (const { id, tenant: owner, expired } of records) {
    const status = owner !== tenant ? OTHER_TENANT : expired ? EXPIRED : LIVE;
    best.set(id, Math.max(status, best.get(id) ?? OTHER_TENANT));
  }
  const problems = [];
  const reported = new Set();
  for (const cited of evidence_ids) {
    const status = best.get(cited);
    if (status === LIVE || reported.has(cited)) continue;
    reported.add(cited);
    problems.push([cited, status === undefined ? "unknown" : REASONS[status]]);
  }
  return problems;
};

module.exports = { solve };
