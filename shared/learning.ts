/**
 * The learning reports' rules (docs/product.md#25-learning-reports): how a skill stands over the
 * answers that measure it, and the grade under which a student is flagged.
 */

/** A skill (a descriptor or a BNCC skill) over the points its questions were worth. */
export const SKILL_LEVELS = ["mastered", "developing", "missing"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  mastered: "Domina",
  developing: "Em desenvolvimento",
  missing: "A retomar",
};

/** From 70 % of the points a skill is mastered; under 50 % it is to be taught again. */
export const MASTERED_RATE = 0.7;
export const MISSING_RATE = 0.5;

export const skillLevelOf = (rate: number): SkillLevel =>
  rate >= MASTERED_RATE ? "mastered" : rate < MISSING_RATE ? "missing" : "developing";

/** What a code is: a SAEB or PAEB descriptor, a free descriptor, or a BNCC skill. */
export const SKILL_KINDS = ["saeb", "paeb", "descritor", "bncc"] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

export const SKILL_KIND_LABELS: Record<SkillKind, string> = {
  saeb: "Descritor SAEB",
  paeb: "Descritor PAEB",
  descritor: "Descritor",
  bncc: "Habilidade BNCC",
};

/** The grade, out of 10, under which a student is flagged (the class page lets the teacher change it). */
export const DEFAULT_PASSING_GRADE = 6;

/** The bands of a distribution of percentages, each from its lower bound up to the next one. */
export const PERCENT_BANDS = [0, 20, 40, 60, 80] as const;

export const PERCENT_BAND_LABELS = ["0–19 %", "20–39 %", "40–59 %", "60–79 %", "80–100 %"] as const;

/** The band (0–4) a percentage falls in. */
export const bandOf = (percentage: number) => Math.min(4, Math.max(0, Math.floor(percentage / 20)));

/** How many exam questions the class page lists as most missed. */
export const MOST_MISSED_QUESTIONS = 10;
