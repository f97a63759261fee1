import { describe, expect, it } from "vitest";
import { formatGrade, gradeOf } from "../../shared/grades";

describe("gradeOf", () => {
  it("puts points on a scale of 10 to a tenth, halves up (worked by hand)", () => {
    // 7 of 11 points: 6,3636… → 6,4. 9 of 20: 4,5 exactly. 12,9 of 20: 6,45 → 6,5 (not 6,4 from 6.4499…).
    expect(gradeOf(7, 11, { maxGrade: 10, rounding: "0.1" })).toBe(6.4);
    expect(gradeOf(9, 20, { maxGrade: 10, rounding: "0.1" })).toBe(4.5);
    expect(gradeOf(12.9, 20, { maxGrade: 10, rounding: "0.1" })).toBe(6.5);
  });

  it("rounds to a half or a whole when the school does", () => {
    // 6,25 → 6,5 and 6,2 → 6 to a half; 6,5 → 7 and 6,4 → 6 whole.
    expect(gradeOf(12.5, 20, { maxGrade: 10, rounding: "0.5" })).toBe(6.5);
    expect(gradeOf(12.4, 20, { maxGrade: 10, rounding: "0.5" })).toBe(6);
    expect(gradeOf(13, 20, { maxGrade: 10, rounding: "1" })).toBe(7);
    expect(gradeOf(12.8, 20, { maxGrade: 10, rounding: "1" })).toBe(6);
  });

  it("grades out of 100", () => {
    // 7 of 11: 63,636… → 63,6 to a tenth, 64 whole.
    expect(gradeOf(7, 11, { maxGrade: 100, rounding: "0.1" })).toBe(63.6);
    expect(gradeOf(7, 11, { maxGrade: 100, rounding: "1" })).toBe(64);
  });

  it("keeps the ends: no points is 0, all of them the maximum, an exam worth nothing 0", () => {
    expect(gradeOf(0, 11, { maxGrade: 10, rounding: "0.1" })).toBe(0);
    expect(gradeOf(11, 11, { maxGrade: 10, rounding: "0.5" })).toBe(10);
    expect(gradeOf(0, 0, { maxGrade: 10, rounding: "0.1" })).toBe(0);
  });
});

describe("formatGrade", () => {
  it("writes the grade with a decimal comma", () => {
    expect(formatGrade(6.4)).toBe("6,4");
    expect(formatGrade(10)).toBe("10");
    expect(formatGrade(63.6)).toBe("63,6");
  });
});
