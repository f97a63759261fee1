import { describe, expect, it } from "vitest";
import { DEFAULT_TERMS, termDays, termOfDay } from "../../shared/terms";

const bimestres = DEFAULT_TERMS.bimestre;
const trimestres = { kind: "trimestre" as const, starts: ["02-01", "05-15", "09-01"] };

describe("terms", () => {
  it("puts each day in the term that started last, and days before the first in the first", () => {
    expect(termOfDay(bimestres, 1, 10)).toBe(1);
    expect(termOfDay(bimestres, 4, 15)).toBe(1);
    expect(termOfDay(bimestres, 4, 16)).toBe(2);
    expect(termOfDay(bimestres, 9, 30)).toBe(3);
    expect(termOfDay(bimestres, 12, 31)).toBe(4);
    expect(termOfDay(trimestres, 1, 20)).toBe(1);
    expect(termOfDay(trimestres, 5, 14)).toBe(1);
    expect(termOfDay(trimestres, 5, 15)).toBe(2);
  });

  it("runs each term to the day before the next, the first from 1 January and the last to 31 December", () => {
    expect(termDays(bimestres, 2026, 1)).toEqual({ first: "2026-01-01", last: "2026-04-15" });
    expect(termDays(bimestres, 2026, 3)).toEqual({ first: "2026-07-16", last: "2026-09-30" });
    expect(termDays(bimestres, 2026, 4)).toEqual({ first: "2026-10-01", last: "2026-12-31" });
    expect(termDays(trimestres, 2028, 1)).toEqual({ first: "2028-01-01", last: "2028-05-14" });
    // A leap year's February.
    expect(termDays({ kind: "trimestre", starts: ["01-01", "03-01", "09-01"] }, 2028, 1).last).toBe("2028-02-29");
  });
});
