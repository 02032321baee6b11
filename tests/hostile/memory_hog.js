// Allocates on V8's heap until it fails, swallows the failure and keeps what it got, then
// allocates again on every call. Must not pass, and must not take the grader's memory.

const hoard = [];

function grab() {
  for (let size = 1 << 20; size >= 1024; ) {
    try {
      hoard.push(new Array(size).fill(hoard.length + 0.5));
    } catch {
      size >>= 1;
    }
  }
}

function solve(citations, retrieved_ids) {
  grab();
  return [String(hoard.length)];
}

module.exports = { solve };
