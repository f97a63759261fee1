/**
 * Three countries to match to their capitals, one capital left over: the matching the question-type
 * tests share. `write` shapes each text (plain, or a paragraph as the editor stores it).
 */
export function capitalsMatching(write: (text: string) => string = (text) => text) {
  const parts: Array<[string, string]> = [
    ["Brasil", "r3"],
    ["Argentina", "r1"],
    ["Chile", "r2"],
  ];
  const answers: Array<[string, string]> = [
    ["r1", "Buenos Aires"],
    ["r2", "Santiago"],
    ["r3", "Brasília"],
    ["r4", "Lima"],
  ];
  return {
    parts: parts.map(([text, match]) => ({ text: write(text), match })),
    answers: answers.map(([id, text]) => ({ id, text: write(text) })),
  };
}

/**
 * Statements or propositions judged right (true) or wrong, in order: ids `${idPrefix}1`,
 * `${idPrefix}2`… and texts a, b, c…, the parts of a V/F or a somatória in the scoring tests.
 */
export const judgedParts = (idPrefix: string, ...correct: boolean[]) =>
  correct.map((right, index) => ({ id: `${idPrefix}${index + 1}`, text: String.fromCharCode(97 + index), correct: right }));
