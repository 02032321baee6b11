// Prints about 200 MB on every call, to stdout and stderr, then answers correctly: the
// report must keep only a little of it, and the grader must survive.

const fs = require("fs");

const LINE = "flood ".repeat(20000) + "\n";

function solve(citations, retrieved_ids) {
  for (let i = 0; i < 800; i++) {
    process.stdout.write(LINE);
    fs.writeSync(2, LINE);
  }
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((id) => !known.has(id));
}

module.exports = { solve };
