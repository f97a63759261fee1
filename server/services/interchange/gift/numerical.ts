/**
 * A numerical answer of GIFT (`3.14`, `3.14:0.01`, `1..5`) as the text of an accepted answer: the
 * number, with its tolerance after a colon. A range becomes its midpoint and half its width, as
 * Moodle stores it (`1..5` is `3:2`). A decimal comma is read as a point (teachers in Brazil type
 * `3,14`). Null when it is not a number.
 */
export function numericalAnswer(text: string): string | null {
  const range = text.indexOf("..");
  if (range > 0) {
    const min = numberOf(text.slice(0, range));
    const max = numberOf(text.slice(range + 2));
    if (min === null || max === null) return null;
    const middle = (Number(min) + Number(max)) / 2;
    return `${shortest(middle)}:${shortest(Number(max) - middle)}`;
  }
  const colon = text.indexOf(":");
  if (colon > 0) {
    const answer = numberOf(text.slice(0, colon));
    const tolerance = numberOf(text.slice(colon + 1));
    return answer === null || tolerance === null ? null : `${answer}:${tolerance}`;
  }
  return numberOf(text);
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** The number as written, its comma a point; null when it is not one. */
function numberOf(text: string): string | null {
  const written = text.trim().replace(",", ".");
  return NUMBER.test(written) ? written : null;
}

/** The number without the noise of binary fractions (0.1 + 0.2 is written 0.3). */
const shortest = (value: number) => String(Number(value.toPrecision(12)));

/** Whether an accepted answer is a number (with its tolerance), so GIFT can write it as a numerical answer. */
export const isNumericalAnswer = (text: string) => !text.includes("..") && numericalAnswer(text) === text;
