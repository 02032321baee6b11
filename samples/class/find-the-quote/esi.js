// Esi: normalise code point by code point, remember where each char came from, search with indexOf.

const QUOTE = { "‘": "'", "’": "'", "‚": "'", "‛": "'", "“": '"', "”": '"', "„": '"', "‟": '"' };

function norm(text) {
  let out = "";
  const src = [];
  const word = [];
  const mark = [];
  let cp = 0;
  for (const ch of text) {
    for (let c of ch.normalize("NFD")) {
      c = QUOTE[c] || c;
      if (/[\t\n\v\f\r\p{Z}]/u.test(c)) {
        if (out.endsWith(" ")) continue;
        c = " ";
      }
      out += c;
      for (let k = 0; k < c.length; k++) {
        src.push(cp);
        word.push(/[\p{L}\p{N}\p{M}]/u.test(c));
        mark.push(/\p{M}/u.test(c));
      }
    }
    cp++;
  }
  return { out, src, word, mark };
}

function solve(source, quote) {
  const s = norm(source);
  const parts = norm(quote).out.replaceAll("…", "...").split("...").map((p) => p.replace(/^ | $/g, "")).filter((p) => p);
  if (parts.length === 0) return null;
  let pos = 0;
  let first = -1;
  for (const p of parts) {
    let i = s.out.indexOf(p, pos);
    while (i !== -1) {
      const e = i + p.length;
      const cuts = (i > 0 && s.word[i - 1] && s.word[i]) || (e < s.out.length && s.word[e - 1] && s.word[e]);
      if (!s.mark[i] && !s.mark[e] && !cuts) break;
      i = s.out.indexOf(p, i + 1);
    }
    if (i === -1) return null;
    if (first === -1) first = i;
    pos = i + p.length;
  }
  return [s.src[first], s.src[pos - 1] + 1];
}

module.exports = { solve };
