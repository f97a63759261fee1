import { sheetLayout } from "./layout";

/** The bank import's columns (spec section 5) and the header names people write for them. */

export const BANK_COLUMNS = [
  "titulo",
  "texto_questao",
  "materia",
  "serie",
  "dificuldade",
  "tipo",
  "alternativa_a",
  "alternativa_b",
  "alternativa_c",
  "alternativa_d",
  "alternativa_e",
  "resposta_correta",
] as const;
export type BankColumn = (typeof BANK_COLUMNS)[number];

/** A file that lacks one of these columns is refused whole rather than failing on every row. */
export const REQUIRED_COLUMNS: BankColumn[] = ["texto_questao", "materia", "serie"];

/**
 * How a message names the row when "Linha N" would mislead (a PDF's "Questão N"). Like `ROW_KEY`,
 * it starts with `#`, so no spreadsheet column can overwrite it.
 */
export const PLACE_KEY = "#place";

const optionAliases = (letter: string) => [`alternativa${letter}`, `opcao${letter}`, `option${letter}`, `alt${letter}`, letter];

const ALIASES: Record<BankColumn, string[]> = {
  titulo: ["titulo", "title", "nome", "tituloquestao", "titulodaquestao"],
  texto_questao: ["textoquestao", "textodaquestao", "questao", "enunciado", "pergunta", "texto", "question", "questiontext"],
  materia: ["materia", "disciplina", "componentecurricular", "subject"],
  serie: ["serie", "ano", "serieano", "anoserie", "anoescolar", "niveldeensino", "grade", "gradelevel"],
  dificuldade: ["dificuldade", "niveldedificuldade", "niveldificuldade", "difficulty", "difficultylevel"],
  tipo: ["tipo", "tipoquestao", "tipodequestao", "tipodaquestao", "type", "questiontype"],
  alternativa_a: optionAliases("a"),
  alternativa_b: optionAliases("b"),
  alternativa_c: optionAliases("c"),
  alternativa_d: optionAliases("d"),
  alternativa_e: optionAliases("e"),
  resposta_correta: [
    "respostacorreta",
    "resposta",
    "gabarito",
    "alternativacorreta",
    "correta",
    "respostaesperada",
    "correctanswer",
    "answer",
  ],
};

export const HEADER_NOT_FOUND = `Cabeçalho não encontrado: a primeira linha deve ter as colunas ${BANK_COLUMNS.join(", ")}.`;

/** A bank header names the question text and at least one other column. */
export const BANK_LAYOUT = sheetLayout<BankColumn>({
  aliases: ALIASES,
  isHeader: (columns) => columns.includes("texto_questao") && columns.filter(Boolean).length >= 2,
  headerNotFound: HEADER_NOT_FOUND,
});
