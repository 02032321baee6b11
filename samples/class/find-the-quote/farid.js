// Farid - find the quote. indexOf on the normalised text, positions mapped back to the source.

function normalise(text) {
  let out = "";
  const back = [];
  for (let i = 0; i < text.length; i++) {
    let c = text[i].normalize("NFD").replace(/[‘’‚‛]/g, "'").replace(/[“”„‟]/g, '"');
    if (/\s/.test(c)) {
      if (out.endsWith(" ")) continue;
      c = " ";
    }
    out += c;
    for (let k = 0; k < c.length; k++) back.push(i);
  }
  return { out, back };
}

const isWord = (c) => /[\p{L}\p{N}\p{M}]/u.test(c || "");
const isMark = (c) => /\p{M}/u.test(c || "");

function solve(source, quote) {
  const { out, back } = normalise(source);
  const parts = normalise(quote).out.replaceAll("…", "...").split("...").map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return null;
  let from = 0;
  let start = null;
  for (const p of parts) {
    let at = out.indexOf(p, from);
    while (at !== -1) {
      const end = at + p.length;
      const clean = !isMark(out[at]) && !isMark(out[end]) && !(isWord(out[at - 1]) && isWord(out[at])) && !(isWord(out[end - 1]) && isWord(out[end]));
      if (clean) break;
      at = out.indexOf(p, at + 1);
    }
    if (at === -1) return null;
    if (start === null) start = at;
    from = at + p.length;
  }
  return [back[start], back[from - 1] + 1];
}

module.exports = { solve };
