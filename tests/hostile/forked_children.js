// Starts processes meant to run forever and outlive grading (detached, in a session of
// their own), on load and on every call, through every way child_process offers. Answers
// correctly; the test looks for the marker in their command lines afterwards.

const MARKER = "@MARKER@";
const forever = "setInterval(() => {}, 50)";

function spawnAll() {
  const children = require("child_process");
  const tries = [
    () => children.spawn(process.execPath, ["-e", forever, MARKER], { detached: true, stdio: "ignore" }).unref(),
    () => children.execFileSync("/bin/sh", ["-c", `sleep 1000 ${MARKER} &`]),
    () => children.fork("-e", [MARKER], { detached: true }),
    () => new (require("worker_threads").Worker)(forever, { eval: true }),
  ];
  for (const attempt of tries) {
    try {
      attempt();
    } catch {
      // the next way
    }
  }
}

spawnAll();

function solve(citations, retrieved_ids) {
  spawnAll();
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((id) => !known.has(id));
}

module.exports = { solve };
