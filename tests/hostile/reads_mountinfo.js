// Looks for host paths in the mount tables that /proc shows, its own and every visible
// process's: the folders of the kit and of the grader (its environment inside).
// Prints and answers each line that names one; there must be none.

const fs = require("fs");

const HOST_PATHS = ["@KIT@", "@GRADER@"];
const TABLES = ["mountinfo", "mounts", "mountstats"];

function findings() {
  const found = new Set();
  let processes = ["self", "thread-self"];
  try {
    processes = processes.concat(fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e)));
  } catch {}
  const paths = ["/proc/mounts"];
  for (const p of processes) for (const t of TABLES) paths.push(`/proc/${p}/${t}`);
  for (const path of paths) {
    try {
      for (const line of fs.readFileSync(path, "utf8").split("\n")) {
        if (HOST_PATHS.some((host) => line.includes(host))) {
          found.add("leak: " + line.split(/\s+/).join(" "));
        }
      }
    } catch {}
  }
  return [...found].sort();
}

console.log(findings().join("\n"));

function solve(citations, retrieved_ids) {
  console.log(findings().join("\n"));
  return findings();
}

module.exports = { solve };
