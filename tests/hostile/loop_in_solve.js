// Loops forever inside solve, swallowing every exception. Must not pass, within the
// submission's time limit.

function solve(citations, retrieved_ids) {
  for (;;) {
    try {
      for (;;);
    } catch {
      continue;
    }
  }
}

module.exports = { solve };
