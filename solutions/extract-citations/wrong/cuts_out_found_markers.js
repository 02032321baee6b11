// Cuts each marker out of the text with slice and +, so every search starts over on a fresh copy of the rest.
// trips: scales-linearly only

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/;

function solve(answer) {
  const citations = [];
  let text = answer;
  for (let match = MARKER.exec(text); match !== null; match = MARKER.exec(text)) {
    const [found, id, digits] = match;
    if (digits === undefined) citations.push([id, null]);
    else if (Number(digits) > 0) citations.push([id, Number(digits)]);
    text = text.slice(0, match.index) + text.slice(match.index + found.length);
  }
  return citations;
}

module.exports = { solve };
