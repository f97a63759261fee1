import {
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  BANK_VISIBILITIES,
  BANK_VISIBILITY_LABELS,
  DIFFICULTY_LABELS,
  DIFFICULTY_LEVELS,
  type BankOrigin,
  type QuestionType,
} from "@shared/constants";

/** The bank names an essay 'Discursiva' (docs/product.md#91-bank-items), unlike the exam screens' 'Dissertativa'. */
export const BANK_TYPE_LABELS: Record<QuestionType, string> = { ...QUESTION_TYPE_LABELS, essay: "Discursiva" };

/** docs/product.md#92-list-and-search; also the suggestions of the form's subject box. */
export const FILTER_SUBJECTS = [
  "Matemática",
  "Português",
  "História",
  "Geografia",
  "Ciências",
  "Física",
  "Química",
  "Biologia",
  "Inglês",
  "Artes",
] as const;

export const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({ value: type, label: BANK_TYPE_LABELS[type] }));
export const DIFFICULTY_CHOICES = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: DIFFICULTY_LABELS[level] }));

/** The grades a PDF import can be filed under, written the way the importer reads them. */
export const IMPORT_GRADES = [
  ...Array.from({ length: 9 }, (_, index) => `${index + 1}º ano`),
  ...Array.from({ length: 3 }, (_, index) => `${index + 1}ª série`),
];

/** The list's "whose items" filter; 'Todas' is no filter at all. */
export const ORIGIN_LABELS: Record<BankOrigin, string> = { mine: "Minhas", school: "Da escola", network: "Da rede" };
export const ORIGIN_CHOICES = (Object.keys(ORIGIN_LABELS) as BankOrigin[]).map((origin) => ({
  value: origin,
  label: ORIGIN_LABELS[origin],
}));

export const VISIBILITY_CHOICES = BANK_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: BANK_VISIBILITY_LABELS[visibility],
}));
