// The twin of padded_quadratic.py: a quadratic solution that pads every large call to the
// same CPU time, so that its time seems not to grow with the input.

const PADDED_TO = 250_000; // microseconds of CPU: the cost of its quadratic work

function solve(citations, retrieved_ids) {
  const started = process.cpuUsage();
  const unknown = [];
  for (const cited of citations) {
    if (!retrieved_ids.includes(cited) && !unknown.includes(cited)) unknown.push(cited);
  }
  const spent = () => {
    const used = process.cpuUsage(started);
    return used.user + used.system;
  };
  while (citations.length > 100 && spent() < PADDED_TO) {} // only the timed inputs' size
  return unknown;
}

module.exports = { solve };
