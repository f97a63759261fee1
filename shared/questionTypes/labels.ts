import { OPTION_LETTERS } from "../constants";

/**
 * How the parts of a question are named on screen and paper, in a module of its own: the student
 * page reads these without the schemas of spec.ts and the validation library they bring.
 */

/** The letter of the part at `index`: A to J for options, to L for the second column of a matching. */
export const partLetter = (index: number) =>
  index < OPTION_LETTERS.length ? OPTION_LETTERS[index] : String.fromCharCode(65 + index);

/** The number a proposition carries, as printed: `01`, `02`, `04` ... `64`. */
export const propositionNumber = (index: number) => String(2 ** index).padStart(2, "0");

/** The sum of the correct propositions: each one's number is 2 to the power of its position (01, 02, 04 ... 64). */
export const summationKey = (parts: Array<{ correct: boolean }>) =>
  parts.reduce((sum, part, index) => sum + (part.correct ? 2 ** index : 0), 0);
