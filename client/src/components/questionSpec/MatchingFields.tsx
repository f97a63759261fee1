import { Controller, useWatch } from "react-hook-form";
import { partLetter } from "@shared/questionTypes/labels";
import { SPEC_LIMITS } from "@shared/questionTypes/spec";
import { textOf } from "@shared/richText";
import { FormSelect } from "@/components/FormSelect";
import { PartsEditor } from "./PartsEditor";
import { ScoringField } from "./ScoringField";
import { SCORING_LABELS } from "./scoringLabels";
import { blankPart, nextAnswerId, type AnswerFormValues } from "./specFormValues";
import type { SpecFieldsProps } from "./specFieldsProps";

const SNIPPET = 28;
const snippet = (html: string) => {
  const text = textOf(html);
  return text.length > SNIPPET ? `${text.slice(0, SNIPPET)}…` : text;
};

/**
 * Associação de Colunas: the first column's items, each with the answer it goes with chosen from
 * the second column (lettered A, B, C...), which may hold more answers than there are items.
 */
export function MatchingFields({ name, idPrefix, questionLabel }: SpecFieldsProps) {
  const answers: AnswerFormValues[] = useWatch({ name: `${name}.answers` }) ?? [];
  const choices = answers.map((answer, index) => {
    const text = snippet(answer.text);
    return { value: answer.id, label: text ? `${partLetter(index)} – ${text}` : partLetter(index) };
  });
  const limits = SPEC_LIMITS.matching;

  const answerSelect = (index: number, label: string) => {
    const id = `${idPrefix}-match-${index}`;
    return (
      <Controller
        name={`${name}.parts.${index}.match`}
        render={({ field }) => (
          <div className="w-36">
            <label htmlFor={id} className="sr-only">
              Resposta do {label.toLowerCase()}
            </label>
            <FormSelect
              id={id}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? "")}
              choices={choices}
              placeholder="Resposta"
            />
          </div>
        )}
      />
    );
  };

  return (
    <div className="space-y-5">
      <PartsEditor
        name={`${name}.parts`}
        idPrefix={`${idPrefix}-item`}
        legend="Primeira coluna"
        hint="Escreva os itens e escolha, em cada um, a sua resposta na segunda coluna."
        noun="Item"
        questionLabel={questionLabel}
        addLabel="Adicionar item"
        min={limits.min}
        max={limits.max}
        badge={(index) => String(index + 1)}
        newPart={blankPart}
        mark={answerSelect}
      />
      <PartsEditor
        name={`${name}.answers`}
        idPrefix={`${idPrefix}-answer`}
        legend="Segunda coluna"
        hint="As respostas, em letras. Pode haver respostas a mais, que não combinam com nenhum item."
        noun="Resposta"
        questionLabel={questionLabel}
        addLabel="Adicionar resposta"
        min={limits.answersMin}
        max={limits.answersMax}
        badge={partLetter}
        newPart={() => ({ id: nextAnswerId(answers), text: "" })}
      />
      <ScoringField name={`${name}.scoring`} groupName={`${idPrefix}-scoring`} labels={SCORING_LABELS.matching} />
    </div>
  );
}
