import { formatDecimal } from "./numbers";

/**
 * Grades on the school's scale (docs/product.md, learning reports): an exam's points become a
 * grade out of its maximum (10, or 100), rounded as the school rounds: to a tenth, to a half or to
 * a whole number, halves up (6,25 to a half is 6,5; 6,45 to a tenth is 6,5).
 */

export const MAX_GRADES = [10, 100] as const;
export type MaxGrade = (typeof MAX_GRADES)[number];

export const GRADE_ROUNDINGS = ["0.1", "0.5", "1"] as const;
export type GradeRounding = (typeof GRADE_ROUNDINGS)[number];

/** How the exam form names each rounding. */
export const GRADE_ROUNDING_LABELS: Record<GradeRounding, string> = {
  "0.1": "Uma casa decimal (6,4)",
  "0.5": "Meio ponto (6,5)",
  "1": "Número inteiro (6)",
};

export interface GradeScale {
  maxGrade: MaxGrade;
  rounding: GradeRounding;
}

export const DEFAULT_GRADE_SCALE: GradeScale = { maxGrade: 10, rounding: "0.1" };

/** An exam's scale as stored (a maximum of 100, or else 10). */
export const gradeScaleOf = (exam: { maxGrade: number; gradeRounding: GradeRounding }): GradeScale => ({
  maxGrade: exam.maxGrade === 100 ? 100 : 10,
  rounding: exam.gradeRounding,
});

/** Steps of each rounding per grade point, so the arithmetic stays on whole numbers. */
const STEPS: Record<GradeRounding, number> = { "0.1": 10, "0.5": 2, "1": 1 };

/**
 * `score` points of `maxScore` on the scale. Worked in whole steps from the exact fraction, so a
 * half is not lost to binary fractions (6,45 is 6.4499… as a float). An exam worth no points grades 0.
 */
export function gradeOf(score: number, maxScore: number, { maxGrade, rounding }: GradeScale): number {
  if (maxScore <= 0) return 0;
  const steps = STEPS[rounding];
  // Points come in hundredths at most (the points field has two decimals): scale to integers first.
  const exact = (Math.round(score * 100) * maxGrade * steps) / Math.round(maxScore * 100);
  const rounded = Math.floor(exact + 0.5 + 1e-9);
  return Math.min(maxGrade * steps, Math.max(0, rounded)) / steps;
}

/** `6,4`, `10`, `6,5`: the grade as the school writes it. */
export const formatGrade = (grade: number) => formatDecimal(grade, 1);
