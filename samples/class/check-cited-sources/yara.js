// Yara: looks ids up in a plain object, as in many JavaScript tutorials.

function solve(citations, retrieved_ids) {
  const retrieved = {};
  retrieved_ids.forEach((id) => {
    retrieved[id] = true;
  });
  const result = [];
  for (const id of citations) {
    if (!retrieved[id] && !result.includes(id)) result.push(id);
  }
  return result;
}

module.exports = { solve };
