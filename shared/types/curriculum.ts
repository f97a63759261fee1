/**
 * The curriculum catalogue (docs/product.md#21-curriculum-catalogue): BNCC skills and SAEB
 * descriptors, which a question's descriptor fields pick from and every report explains.
 */
export type CurriculumKind = "bncc" | "saeb";

export interface CurriculumEntry {
  kind: CurriculumKind;
  /** "EF05MA01", "EM13MAT101", "D17". A SAEB code repeats across subjects and stages. */
  code: string;
  text: string;
  /** The product's subjects it belongs to ("Matemática", "Português"…). */
  subjects: string[];
  /** Where it applies: "9º ano", "1º ao 5º ano", "Ensino Médio", "3ª série". */
  stage: string;
  /** Thematic unit or SAEB topic/theme; null when the source has none. */
  theme: string | null;
}
