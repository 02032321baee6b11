// Swaps each citation for one private-use character, then splits lines and sentences with split and a lookbehind.
// trips: nothing

const CITATION =
  /\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]/g;

// Blank in the lesson's sense: only Python's str.isspace characters.
const BLANK = /^[\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

function solve(answer) {
  // A private-use character that the answer does not hold stands for "a citation was here".
  let code = 0xe000;
  while (answer.includes(String.fromCharCode(code))) code += 1;
  const slot = String.fromCharCode(code);
  const text = answer.replace(CITATION, slot);

  // After an end mark: a gap of blanks and slots, followed by neither a digit nor more gap.
  // The capture group makes split keep each gap, so the pieces alternate sentence, gap, ...
  const gap = new RegExp(`(?<=[.!?])([ \\t${slot}]+)(?![ \\t0-9${slot}])`);
  const sentences = text.split("\n").flatMap((line) => {
    const parts = line.split(gap);
    const joined = [];
    for (let k = 0; k < parts.length; k += 2) joined.push(parts[k] + (parts[k + 1] ?? ""));
    return joined;
  });

  return sentences
    .filter((sentence) => !BLANK.test(sentence))
    .map((sentence, position) => ({ sentence, position }))
    .filter(({ sentence }) => /[0-9]/.test(sentence) && !sentence.includes(slot))
    .map(({ position }) => position);
}

module.exports = { solve };
