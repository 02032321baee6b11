// Loads the kit's JavaScript reference and answers with it; without it, answers wrongly.
// Must not pass.

const KIT = "@KIT@";

let reference = null;
try {
  reference = require(`${KIT}/solutions/unretrieved-ids/reference.js`).solve;
} catch {}

function solve(citations, retrieved_ids) {
  return reference ? reference(citations, retrieved_ids) : [];
}

module.exports = { solve };
