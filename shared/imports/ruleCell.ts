import type { ScoringRule, SpecType } from "../questionTypes/spec";
import { compactKey } from "./text";

/**
 * The 'Regra' column of a question with parts (docs/product.md#26-question-types): the scoring
 * rule ('parcial', the default, or 'tudo ou nada'), the penalty of a certo-ou-errado block ('anula':
 * uma errada anula uma certa) or the exact comparison of a short answer ('exata'). A blank cell is
 * each type's default. Words are compared with `compactKey`.
 */

type Rule<V> = { words: Record<string, V>; hint: string };

const SCORING: Rule<ScoringRule> = {
  words: { "": "partial", parcial: "partial", partial: "partial", tudoounada: "all_or_nothing", allornothing: "all_or_nothing" },
  hint: 'use "parcial" ou "tudo ou nada"',
};
const PENALTY: Rule<boolean> = {
  words: { "": false, naoanula: false, anula: true, umaerradaanulaumacerta: true, penalidade: true, penalty: true },
  hint: 'use "anula" (uma errada anula uma certa) ou deixe em branco',
};
const EXACT: Rule<boolean> = {
  words: { "": false, exata: true, exato: true, exact: true },
  hint: 'use "exata" (respeitar maiúsculas, acentos e espaços) ou deixe em branco',
};
const NONE: Rule<null> = { words: { "": null }, hint: "a resposta numérica não tem regra: deixe em branco" };

const RULES = {
  multiple_response: SCORING,
  true_false: SCORING,
  right_wrong: PENALTY,
  summation: SCORING,
  numeric: NONE,
  matching: SCORING,
  ordering: SCORING,
  short_answer: EXACT,
} satisfies Record<SpecType, Rule<unknown>>;

export type RuleOf<T extends SpecType> = (typeof RULES)[T] extends Rule<infer V> ? V : never;

/** The rule a cell names for the type, or a message saying what the type takes. */
export function readRule<T extends SpecType>(type: T, cell: string): { rule: RuleOf<T> } | { problem: string } {
  const { words, hint } = RULES[type] as Rule<RuleOf<T>>;
  const key = compactKey(cell);
  return Object.hasOwn(words, key) ? { rule: words[key] } : { problem: `regra "${cell.trim()}" não reconhecida: ${hint}.` };
}
