// Audit API citations: report the citations that do not hold up against their documents.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

interface Citation {
  cited_text: string;
  document_index: number;
  start_page_number: number;
  end_page_number: number;
}

/**
 * Return the positions in `citations` of the citations that fail the audit.
 *
 * Each citation is a plain object with `cited_text` (a string) and `document_index`,
 * `start_page_number` and `end_page_number` (integers); each document is an Array of page
 * strings. A citation fails when its document index names no document (valid indexes run
 * from 0 to `documents.length - 1`; a negative one names none, whatever `documents.at()`
 * says), when its page range is empty or does not fit the document (pages count from 1 and
 * the end page is exclusive, so the end page is at most `pages.length + 1`), or when its
 * text is the empty string or does not occur, exactly as written, in its pages joined with
 * one "\n". Return the failing positions as an Array of integers in ascending order, or an
 * empty Array when all pass. Leave the arguments unchanged (the objects and Arrays inside
 * them too), keep nothing between calls (no state at module level), and keep the time
 * linear: take the cited pages with `pages.slice(start - 1, end - 1)`, never by walking,
 * filtering or joining the whole document for each citation.
 *
 * @example
 * const cite = (text, document, start, end) => ({
 *   cited_text: text, document_index: document,
 *   start_page_number: start, end_page_number: end,
 * });
 * const fee_policy = [
 *   "Semester fees are due by 31 July.",
 *   "Students can pay semester fees by UPI, net banking, or demand draft. " +
 *     "Late payment after 15 August has a fine of Rs 500.",
 *   "Refunds are paid within 30 days.",
 * ];
 * const hostel_rules = ["Visitors sign in at the hostel desk.", "Quiet hours start at 10 pm."];
 * const documents = [fee_policy, hostel_rules];
 * solve([cite("Semester fees are due", 0, 1, 2),
 *        cite("Late payment", 0, 1, 2),
 *        cite("Visitors sign in", 2, 1, 2),
 *        cite("Quiet hours", 1, 2, 3)], documents);
 * // [1, 2]
 * solve([cite("Late payment after 15 August has a fine of Rs 500.", 0, 1, 4),
 *        cite("Refunds are paid within 30 days.", 0, 3, 4),
 *        cite("sign in at the hostel desk", 1, 1, 2)], documents);
 * // []
 * solve([cite("31 July.\nStudents can pay", 0, 1, 3),
 *        cite("31 July.\nStudents can pay", 0, 1, 2),
 *        cite("31 July. Students can pay", 0, 1, 3),
 *        cite("", 0, 1, 2)], documents);
 * // [1, 2, 3]
 */
function solve(citations: Citation[], documents: string[][]): number[] {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
