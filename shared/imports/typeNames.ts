import { QUESTION_TYPES, type QuestionType } from "../constants";
import { compactKey } from "./text";

/**
 * A question's type as teachers write it in an import file's 'Tipo' column, the same for the exam
 * and the bank imports (docs/product.md#26-question-types). Names are compared with `compactKey`
 * (any case, with or without accents, spaces or punctuation: 'V/F' is `vf`); the API's own values
 * (`multiple_response`) are read too.
 */

const NAMES: Record<QuestionType, string[]> = {
  multiple_choice: ["multiplaescolha", "objetiva", "objetivo", "multipla", "me"],
  essay: ["dissertativa", "dissertativo", "discursiva", "discursivo", "aberta"],
  multiple_response: ["multiplaresposta", "multiplasrespostas", "variascorretas", "variasrespostas"],
  true_false: ["verdadeirooufalso", "verdadeirofalso", "vf", "vouf"],
  right_wrong: ["certoouerrado", "certoerrado", "ce", "coue", "cebraspe"],
  summation: ["somatoria", "somatorio", "soma"],
  numeric: ["numerica", "numerico", "respostanumerica"],
  matching: ["associacao", "associacaodecolunas", "associacaocolunas", "relacionarcolunas", "relacionar"],
  ordering: ["ordenacao", "ordem", "ordenar"],
  short_answer: ["respostacurta", "curta"],
};

const BY_NAME = new Map<string, QuestionType>(
  QUESTION_TYPES.flatMap((type) => [compactKey(type), ...NAMES[type]].map((name) => [name, type] as const)),
);

/** The type a cell names, or null for a name no type has (a blank cell is the caller's to judge). */
export const questionTypeNamed = (text: string): QuestionType | null => BY_NAME.get(compactKey(text)) ?? null;

/** Why a row's type is refused: the names a teacher may write. */
export const unknownType = (text: string) =>
  `tipo "${text}" não reconhecido: use múltipla escolha, dissertativa, múltipla resposta, verdadeiro ou falso, ` +
  "certo ou errado, somatória, numérica, associação, ordenação ou resposta curta.";
