// Reads the text once by hand: each "[" starts an attempt, which ends at the first character that cannot go on.
// trips: nothing

const ID = /^[A-Za-z0-9_.-]$/;
const DIGIT = /^[0-9]$/;

function solve(answer) {
  const citations = [];
  let at = 0;
  const skipBlanks = () => {
    while (answer[at] === " " || answer[at] === "\t") at++;
  };
  const take = (word) => {
    if (!answer.startsWith(word, at)) return false;
    at += word.length;
    return true;
  };
  const run = (pattern) => {
    const start = at;
    while (at < answer.length && pattern.test(answer[at])) at++;
    return answer.slice(start, at);
  };
  for (let open = answer.indexOf("["); open !== -1; open = answer.indexOf("[", at)) {
    at = open + 1;
    skipBlanks();
    if (!take("source")) continue;
    skipBlanks();
    if (!take(":")) continue;
    skipBlanks();
    const id = run(ID);
    if (!id) continue;
    skipBlanks();
    let page = null;
    if (take(",")) {
      skipBlanks();
      if (!take("page")) continue;
      skipBlanks();
      const digits = run(DIGIT);
      if (!digits) continue;
      page = Number(digits);
      skipBlanks();
    }
    if (!take("]")) continue;
    if (page !== 0) citations.push([id, page]);
  }
  return citations;
}

module.exports = { solve };
