import { readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import type { GradeLevelCategory } from "../../../shared/constants";
import { fold } from "../../../shared/imports/text";
import type { CurriculumEntry } from "../../../shared/types/curriculum";
import { projectRoot } from "../../db/paths";

/**
 * The BNCC skills and SAEB descriptors shipped in `curriculum/` (CC BY 4.0; see NOTICE), read
 * once, on the first search, into memory: some 1,600 short rows.
 */

/** An entry with what the filters and the search compare. */
export interface CatalogueEntry extends CurriculumEntry {
  categories: GradeLevelCategory[];
  /** The school years it is written for; null where it spans the whole stage (Ensino Médio skills). */
  years: number[] | null;
  /** Code, text and theme folded (lower case, no accents), for the search. */
  folded: string;
}

const CURRICULUM_FOLDER = join(projectRoot, "curriculum");

type Row = Record<string, string>;
const readCsv = (file: string): Row[] =>
  Papa.parse<Row>(readFileSync(join(CURRICULUM_FOLDER, file), "utf8"), { header: true, skipEmptyLines: true }).data;

/** The BNCC component of Ensino Fundamental as the product names its subject. */
const EF_SUBJECTS: Record<string, string[]> = {
  "ef-comp-lp": ["Português"],
  "ef-comp-ma": ["Matemática"],
  "ef-comp-ci": ["Ciências"],
  "ef-comp-hi": ["História"],
  "ef-comp-ge": ["Geografia"],
  "ef-comp-ar": ["Arte"],
  "ef-comp-ef": ["Educação Física"],
  "ef-comp-li": ["Inglês"],
  "ef-comp-er": ["Ensino Religioso"],
};

/** Ensino Médio skills belong to an area, taught by several subjects (Língua Portuguesa's own to two). */
const EM_SUBJECTS: Record<string, string[]> = {
  "em-comp-lp": ["Português", "Literatura"],
  "em-area-mat": ["Matemática"],
  "em-area-cnt": ["Física", "Química", "Biologia"],
  "em-area-chs": ["História", "Geografia", "Filosofia", "Sociologia"],
  "em-area-lgg": ["Português", "Literatura", "Arte", "Educação Física", "Inglês"],
};

const SAEB_STAGES: Record<string, { stage: string; category: GradeLevelCategory; year: number }> = {
  "Anos Iniciais (5º ano)": { stage: "5º ano", category: "Ensino Fundamental I", year: 5 },
  "Anos Finais (9º ano)": { stage: "9º ano", category: "Ensino Fundamental II", year: 9 },
  "Ensino Médio (3ª série)": { stage: "3ª série", category: "Ensino Médio", year: 3 },
};

/** "6 | 7 | 8 | 9" → "6º ao 9º ano"; "1 | 2" → "1º e 2º ano"; "5" → "5º ano". */
function yearsLabel(years: number[]): string {
  if (years.length === 1) return `${years[0]}º ano`;
  if (years.length === 2) return `${years[0]}º e ${years[1]}º ano`;
  return `${years[0]}º ao ${years.at(-1)}º ano`;
}

function entry(fields: Omit<CatalogueEntry, "folded">): CatalogueEntry {
  return { ...fields, folded: fold(`${fields.code} ${fields.text} ${fields.theme ?? ""}`) };
}

function fundamentalSkills(): CatalogueEntry[] {
  return readCsv("habilidades-ef.csv").map((row) => {
    const years = row.anos.split("|").map((year) => Number(year.trim()));
    const categories = [
      ...new Set(years.map((year): GradeLevelCategory => (year <= 5 ? "Ensino Fundamental I" : "Ensino Fundamental II"))),
    ];
    return entry({
      kind: "bncc",
      code: row.codigo,
      text: row.texto,
      subjects: EF_SUBJECTS[row.componente] ?? [],
      stage: yearsLabel(years),
      theme: null,
      categories,
      years,
    });
  });
}

function secondarySkills(): CatalogueEntry[] {
  return readCsv("habilidades-em.csv").map((row) =>
    entry({
      kind: "bncc",
      code: row.codigo,
      text: row.texto,
      subjects: EM_SUBJECTS[row.componente] ?? EM_SUBJECTS[row.area] ?? [],
      stage: "Ensino Médio",
      theme: null,
      categories: ["Ensino Médio"],
      years: null,
    }),
  );
}

function saebDescriptors(file: string, subject: string): CatalogueEntry[] {
  return readCsv(file).map((row) => {
    const stage = SAEB_STAGES[row.nivel_ensino];
    if (!stage) throw new Error(`${file}: etapa desconhecida "${row.nivel_ensino}"`);
    return entry({
      kind: "saeb",
      code: row.codigo,
      text: row.descricao,
      subjects: [subject],
      stage: stage.stage,
      theme: row.tema || null,
      categories: [stage.category],
      years: [stage.year],
    });
  });
}

let loaded: CatalogueEntry[] | undefined;
let byCode: Map<string, CatalogueEntry[]> | undefined;

/** Every entry, BNCC first, in the sources' order. */
export function catalogue(): CatalogueEntry[] {
  loaded ??= [
    ...fundamentalSkills(),
    ...secondarySkills(),
    ...saebDescriptors("saeb-descritores-matematica.csv", "Matemática"),
    ...saebDescriptors("saeb-descritores-lingua-portuguesa.csv", "Português"),
  ];
  return loaded;
}

/** The entries of a code, any case ("d17" finds every D17). */
export function entriesWithCode(code: string): CatalogueEntry[] {
  if (!byCode) {
    byCode = new Map();
    for (const entry of catalogue()) {
      const key = entry.code.toLowerCase();
      byCode.set(key, [...(byCode.get(key) ?? []), entry]);
    }
  }
  return byCode.get(code.toLowerCase()) ?? [];
}
