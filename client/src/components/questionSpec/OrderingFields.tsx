import { SPEC_LIMITS } from "@shared/questionTypes/spec";
import { PartsEditor } from "./PartsEditor";
import { ScoringField } from "./ScoringField";
import { SCORING_LABELS } from "./scoringLabels";
import { blankPart } from "./specFormValues";
import type { SpecFieldsProps } from "./specFieldsProps";

/** Ordenação: the items written in their right order, which is the key; students get them shuffled. */
export function OrderingFields({ name, idPrefix, questionLabel }: SpecFieldsProps) {
  return (
    <div className="space-y-4">
      <PartsEditor
        name={`${name}.parts`}
        idPrefix={`${idPrefix}-part`}
        legend="Itens na ordem correta"
        hint="Escreva os itens na ordem certa (use as setas para mudá-la): os alunos os recebem embaralhados."
        noun="Item"
        questionLabel={questionLabel}
        addLabel="Adicionar item"
        min={SPEC_LIMITS.ordering.min}
        max={SPEC_LIMITS.ordering.max}
        badge={(index) => `${index + 1}º`}
        newPart={blankPart}
        movable
      />
      <ScoringField name={`${name}.scoring`} groupName={`${idPrefix}-scoring`} labels={SCORING_LABELS.ordering} />
    </div>
  );
}
