// Sends SIGTERM, then SIGKILL, to its whole process group on every call (pid 0 is the
// caller's group). Must not pass, and the grader must survive.

function solve(citations, retrieved_ids) {
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    try {
      process.kill(0, signal);
    } catch {}
  }
  return [];
}

module.exports = { solve };
