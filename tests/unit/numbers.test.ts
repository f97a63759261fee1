import { describe, expect, it } from "vitest";
import { formatDecimal, parseDecimal } from "../../shared/numbers";
import { points } from "../../shared/schemas/exams";
import { essayGradeSchema, gradeMessage } from "../../shared/schemas/results";

describe("parseDecimal", () => {
  it.each([
    ["2,5", 2.5],
    ["2.5", 2.5],
    [" 10 ", 10],
    ["0,5", 0.5],
    [",5", 0.5],
    ["5,", 5],
    ["1.234,5", 1234.5],
    ["12.345.678,25", 12345678.25],
    ["1.234", 1.234],
    ["-1,5", -1.5],
    ["1 000", 1000],
  ])("reads %j as %d", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(["", "   ", "2,5,1", "1,234.5", "1.23,5", "2a", "abc", ",", ".", "-", "1..5", "1e3", "0x10", "Infinity"])(
    "refuses %j",
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
});

describe("formatDecimal", () => {
  it("writes a decimal comma and no thousands separator, whatever the runtime's language", () => {
    expect(formatDecimal(2.5)).toBe("2,5");
    expect(formatDecimal(10)).toBe("10");
    expect(formatDecimal(1234.5)).toBe("1234,5");
    expect(formatDecimal(1 / 3)).toBe("0,33");
    expect(formatDecimal(1 / 3, 0)).toBe("0");
  });

  it("reads back what it wrote", () => {
    for (const value of [0, 0.5, 2.25, 999.5, 1234.75]) expect(parseDecimal(formatDecimal(value))).toBe(value);
  });
});

describe("points and grades in the schemas", () => {
  it("points typed with a comma are the number", () => {
    expect(points.parse("1,5")).toBe(1.5);
    expect(points.parse(1.5)).toBe(1.5);
    expect(points.parse("2.5")).toBe(2.5);
  });

  it("refuses unreadable or off-step points with a message written with a comma", () => {
    for (const bad of ["2,5,1", "abc", Number.NaN, 1.25, -1]) {
      const result = points.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("A pontuação deve ser um número a partir de 0, em passos de 0,5");
    }
  });

  it("the grade's message names the question's points with a comma", () => {
    expect(gradeMessage(2.5)).toBe("A nota deve ser de 0 a 2,5, em passos de 0,5");
    expect(essayGradeSchema.parse({ score: 2.5 }).score).toBe(2.5);
    expect(essayGradeSchema.safeParse({ score: 0.3 }).error?.issues[0].message).toContain("0,5");
  });
});
