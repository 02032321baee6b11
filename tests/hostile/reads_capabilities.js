// Reports the capabilities it holds (the Cap* lines of /proc/self/status) and whether it could
// read /etc/shadow or the kit's reference solution, in what it prints and in its answer.
// Learner code must read none of them, in either layer.

const fs = require("fs");

const TARGETS = ["/etc/shadow", "@KIT@/solutions/unretrieved-ids/reference.js"];

function findings() {
  const found = [];
  try {
    const status = fs.readFileSync("/proc/self/status", "utf8");
    for (const line of status.split("\n")) {
      if (line.startsWith("Cap")) found.push(line.split(/\s+/).join(" "));
    }
  } catch {}
  for (const path of TARGETS) {
    try {
      fs.readFileSync(path, "utf8");
      found.push(`read ${path}`);
    } catch {}
  }
  return found;
}

console.log(findings().join("\n"));

function solve(citations, retrieved_ids) {
  console.log(findings().join("\n"));
  return findings();
}

module.exports = { solve };
