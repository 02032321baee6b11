// Farid: numbers must match
const QTY = /(?<![\p{L}\p{N}_])(?<![\p{L}\p{N}_][.,])(?:(Rs\.?|INR|₹)\s*)?([0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?)(\s*%)?(?![\p{L}\p{N}_]|[.,][\p{L}\p{N}_])/gu;

function read(text) {
  const out = [];
  for (const m of text.replace(/\[[^\]]*\]/g, " ").matchAll(QTY)) {
    const kind = m[1] ? "money" : m[3] ? "pct" : "num";
    out.push({ key: kind + ":" + parseFloat(m[2]), text: m[0] });
  }
  return out;
}

function solve(sentence, cited_block) {
  const backed = new Set(read(cited_block).map((q) => q.key));
  const seen = new Set();
  const result = [];
  for (const q of read(sentence)) {
    if (!backed.has(q.key) && !seen.has(q.key)) {
      seen.add(q.key);
      result.push(q.text);
    }
  }
  return result;
}

module.exports = { solve };
