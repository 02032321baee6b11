// extract-citations -- Noor

const CITATION = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer) {
  const found = [];
  for (const match of answer.matchAll(CITATION)) {
    const id = match[1];
    if (match[2] === undefined) {
      found.push([id, null]);
    } else if (Number(match[2]) >= 1) {
      found.push([id, Number(match[2])]);
    }
  }
  return found;
}

module.exports = { solve };
