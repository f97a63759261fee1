/**
 * A numerical answer of GIFT (`3.14`, `3.14:0.01`, `1..5`): its value and absolute tolerance. A
 * range becomes its midpoint and half its width, as Moodle stores it (`1..5` is 3 ± 2). A decimal
 * comma is read as a point (teachers in Brazil type `3,14`). Null when it is not a number.
 */
export function numericalAnswer(text: string): { value: number; tolerance: number } | null {
  const range = text.indexOf("..");
  if (range > 0) {
    const min = numberOf(text.slice(0, range));
    const max = numberOf(text.slice(range + 2));
    if (min === null || max === null) return null;
    const middle = shortest((min + max) / 2);
    return { value: middle, tolerance: shortest(Math.abs(max - middle)) };
  }
  const colon = text.indexOf(":");
  if (colon > 0) {
    const value = numberOf(text.slice(0, colon));
    const tolerance = numberOf(text.slice(colon + 1));
    return value === null || tolerance === null ? null : { value, tolerance: Math.abs(tolerance) };
  }
  const value = numberOf(text);
  return value === null ? null : { value, tolerance: 0 };
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** The number written, its comma a point; null when it is not one. */
function numberOf(text: string): number | null {
  const written = text.trim().replace(",", ".");
  return NUMBER.test(written) ? Number(written) : null;
}

/** The number without the noise of binary fractions (0.1 + 0.2 is 0.3). */
const shortest = (value: number) => Number(value.toPrecision(12));
