// Tests each bracketed chunk with a module-level /g pattern, whose lastIndex carries over to the next chunk and the next call.
// trips: independent-calls

const MARKER = /^\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]$/g;

function solve(answer) {
  const citations = [];
  for (const chunk of answer.match(/\[[^[\]]*\]/g) ?? []) {
    const match = MARKER.exec(chunk);
    if (match === null) continue;
    const [, id, digits] = match;
    if (digits === undefined) citations.push([id, null]);
    else if (Number(digits) > 0) citations.push([id, Number(digits)]);
  }
  return citations;
}

module.exports = { solve };
