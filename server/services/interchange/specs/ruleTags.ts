import type { ScoringRule } from "../../../../shared/questionTypes/spec";
import type { CheckedSpec } from "../portable";

/**
 * What Moodle's and GIFT's own question types cannot say of ours travels as tags, which both carry
 * and Moodle keeps (a GIFT file as `// [tag:…]` comments): `avaliacoes:somatoria` on the multiple
 * response question a summation is written as, `avaliacoes:tudo-ou-nada` on a question scored all
 * or nothing, `avaliacoes:uma-errada-anula-uma-certa` on a right/wrong block whose wrong marks take
 * a share away. Read back, the tags give the question its own type and rule and are not kept as tags.
 */

export const RULE_TAGS = {
  summation: "avaliacoes:somatoria",
  allOrNothing: "avaliacoes:tudo-ou-nada",
  penalty: "avaliacoes:uma-errada-anula-uma-certa",
} as const;

export type RuleHints = Record<keyof typeof RULE_TAGS, boolean>;

/** The tags a question of this type and spec is written with. */
export function ruleTags(checked: CheckedSpec | null): string[] {
  if (!checked) return [];
  const tags: string[] = [];
  if (checked.type === "summation") tags.push(RULE_TAGS.summation);
  if ("scoring" in checked.spec && checked.spec.scoring === "all_or_nothing") tags.push(RULE_TAGS.allOrNothing);
  if (checked.type === "right_wrong" && checked.spec.penalty) tags.push(RULE_TAGS.penalty);
  return tags;
}

/** The tags without ours, and what ours said. */
export function splitRuleTags(tags: string[]): { tags: string[]; hints: RuleHints } {
  const hints: RuleHints = { summation: false, allOrNothing: false, penalty: false };
  const kept: string[] = [];
  for (const tag of tags) {
    const rule = (Object.keys(RULE_TAGS) as Array<keyof RuleHints>).find((key) => RULE_TAGS[key] === tag.trim().toLowerCase());
    if (rule) hints[rule] = true;
    else kept.push(tag);
  }
  return { tags: kept, hints };
}

export const scoringOf = (hints: RuleHints): ScoringRule => (hints.allOrNothing ? "all_or_nothing" : "partial");
