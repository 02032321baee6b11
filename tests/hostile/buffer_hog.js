// Allocates Buffers, which live outside V8's heap, until that fails, keeps them, and again
// on every call. Must not pass, and must not take the grader's memory.

const hoard = [];

function grab() {
  for (let size = 64 * 1024 * 1024; size >= 1024; ) {
    try {
      hoard.push(Buffer.alloc(size, 1));
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
