// Sends SIGTERM, then SIGKILL, to its parent process on every call, and answers right. The
// grader must survive and give a verdict.

function solve(citations, retrieved_ids) {
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    try {
      process.kill(process.ppid, signal);
    } catch {}
  }
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((id) => !known.has(id));
}

module.exports = { solve };
