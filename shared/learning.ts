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
