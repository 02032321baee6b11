// A predicate says whether one citation fails; flatMap keeps the position of every citation it flags.
// trips: nothing

const fails = ({ cited_text, document_index, start_page_number, end_page_number }, documents) => {
  if (document_index < 0 || document_index >= documents.length) return true;
  const pages = documents[document_index];
  if (start_page_number < 1 || end_page_number <= start_page_number) return true;
  if (end_page_number - 1 > pages.length) return true;
  if (cited_text === "") return true;
  return !pages.slice(start_page_number - 1, end_page_number - 1).join("\n").includes(cited_text);
};

const solve = (citations, documents) =>
  citations.flatMap((citation, position) => (fails(citation, documents) ? [position] : []));

module.exports = { solve };
