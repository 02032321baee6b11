// An exec loop on a global pattern, run until it returns null (which sets lastIndex back to 0).
// trips: nothing

// In a JavaScript pattern, \w and \d are ASCII only, with or without the u flag.
const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*(\d+)[ \t]*)?\]/g;

function solve(answer) {
  const citations = [];
  let match;
  while ((match = MARKER.exec(answer)) !== null) {
    const [, id, digits] = match;
    if (digits === undefined) citations.push([id, null]);
    else if (Number(digits) > 0) citations.push([id, Number(digits)]);
  }
  return citations;
}

module.exports = { solve };
