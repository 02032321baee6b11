// Remembers each answer by its citations alone: other retrieved ids get the old answer.
// trips: independent-calls

const answers = new Map();

function solve(citations: string[], retrieved_ids: string[]): string[] {
  // The same answer is often checked again: work out its unknown ids only once.
  const key = JSON.stringify(citations);
  if (!answers.has(key)) {
    const known = new Set(retrieved_ids);
    answers.set(key, [...new Set(citations)].filter((cited) => !known.has(cited)));
  }
  return [...answers.get(key)];
}

module.exports = { solve };
