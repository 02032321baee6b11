// extract-citations -- Kenji
// one regex, exec in a loop

const CITE = /\[\s*source\s*:\s*([A-Za-z0-9_.-]+)\s*(?:,\s*page\s*(\d+)\s*)?\]/g;

function solve(answer) {
  const out = [];
  let m;
  while ((m = CITE.exec(answer)) !== null) {
    const page = m[2] ? parseInt(m[2], 10) : null;
    if (page === 0) continue;
    out.push([m[1], page]);
  }
  return out;
}

module.exports = { solve };
