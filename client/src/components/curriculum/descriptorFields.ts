import type { CurriculumKind } from "@shared/types/curriculum";

export interface DescriptorField {
  /** The field's name in a question's form (an exam's question or a bank item). */
  name: "descriptor" | "bnccSkill" | "descriptorSaeb" | "descriptorPaeb";
  /** The end of its element's id. */
  part: string;
  label: string;
  /** Its short name on a badge beside the code ("SAEB D17"). */
  badge: string;
  /** What its picker searches: BNCC skills, SAEB descriptors, or both (PAEB codes are mostly outside the catalogue). */
  kind?: CurriculumKind;
}

/** A question's four descriptor fields, in the order the forms show them (docs/product.md#21-curriculum-catalogue). */
export const DESCRIPTOR_FIELDS: readonly DescriptorField[] = [
  { name: "descriptor", part: "descriptor", label: "Descritor", badge: "Descritor" },
  { name: "bnccSkill", part: "bncc", label: "Habilidade BNCC", badge: "BNCC", kind: "bncc" },
  { name: "descriptorSaeb", part: "saeb", label: "Descritor SAEB", badge: "SAEB", kind: "saeb" },
  { name: "descriptorPaeb", part: "paeb", label: "Descritor PAEB", badge: "PAEB" },
];

/** The badge name of each field, by field. */
export const DESCRIPTOR_BADGES = Object.fromEntries(DESCRIPTOR_FIELDS.map((field) => [field.name, field.badge])) as Record<
  DescriptorField["name"],
  string
>;
