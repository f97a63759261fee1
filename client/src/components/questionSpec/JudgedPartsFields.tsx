import { useWatch } from "react-hook-form";
import { partLetter, propositionNumber } from "@shared/questionTypes/labels";
import { SPEC_LIMITS } from "@shared/questionTypes/spec";
import { PartsEditor } from "./PartsEditor";
import { ScoringField } from "./ScoringField";
import { SCORING_LABELS } from "./scoringLabels";
import { blankPart, type PartFormValues } from "./specFormValues";
import { BinaryMark, SpecCheckbox } from "./SpecMarks";
import type { SpecFieldsProps } from "./specFieldsProps";

export type JudgedType = "multiple_response" | "true_false" | "right_wrong" | "summation";

const TRUE_FALSE = [
  { short: "V", long: "Verdadeira" },
  { short: "F", long: "Falsa" },
] as const;
const RIGHT_WRONG = [
  { short: "C", long: "Certo" },
  { short: "E", long: "Errado" },
] as const;

const number = (index: number) => String(index + 1);

const WORDS: Record<JudgedType, { legend: string; noun: string; add: string; hint: string; badge: (index: number) => string }> = {
  multiple_response: {
    legend: "Alternativas",
    noun: "Alternativa",
    add: "Adicionar alternativa",
    hint: "Marque todas as alternativas corretas: o aluno pode marcar mais de uma.",
    badge: partLetter,
  },
  true_false: {
    legend: "Afirmações",
    noun: "Afirmação",
    add: "Adicionar afirmação",
    hint: "Marque V (verdadeira) ou F (falsa) em cada afirmação.",
    badge: number,
  },
  right_wrong: {
    legend: "Itens",
    noun: "Item",
    add: "Adicionar item",
    hint: "Marque C (certo) ou E (errado) em cada item.",
    badge: number,
  },
  summation: {
    legend: "Proposições",
    noun: "Proposição",
    add: "Adicionar proposição",
    hint: "Marque as proposições corretas: o aluno responde a soma dos seus números (de 01 a 99).",
    badge: propositionNumber,
  },
};

/** Parts each judged right or wrong: Múltipla Resposta, Verdadeiro ou Falso, Certo ou Errado, Somatória. */
export function JudgedPartsFields({ type, name, idPrefix, questionLabel }: SpecFieldsProps & { type: JudgedType }) {
  const words = WORDS[type];
  const parts: PartFormValues[] = useWatch({ name: `${name}.parts` }) ?? [];
  const checked = type === "multiple_response" || type === "summation";

  const mark = (index: number, label: string) => {
    const correct = `${name}.parts.${index}.correct`;
    if (checked) return <SpecCheckbox name={correct} label="Correta" srPrefix={label} />;
    return (
      <BinaryMark
        name={correct}
        groupName={`${idPrefix}-mark-${index}`}
        partLabel={label}
        marks={type === "true_false" ? TRUE_FALSE : RIGHT_WRONG}
      />
    );
  };

  return (
    <div className="space-y-4">
      <PartsEditor
        name={`${name}.parts`}
        idPrefix={`${idPrefix}-part`}
        legend={words.legend}
        hint={words.hint}
        noun={words.noun}
        questionLabel={questionLabel}
        addLabel={words.add}
        min={SPEC_LIMITS[type].min}
        max={SPEC_LIMITS[type].max}
        badge={words.badge}
        newPart={blankPart}
        mark={mark}
        highlighted={checked ? (index) => parts[index]?.correct === true : undefined}
      />
      {type === "right_wrong" ? (
        <SpecCheckbox
          name={`${name}.penalty`}
          label="Uma errada anula uma certa"
          description="Cada item errado desconta um certo; item em branco não conta e a questão nunca fica negativa."
        />
      ) : (
        <ScoringField name={`${name}.scoring`} groupName={`${idPrefix}-scoring`} labels={SCORING_LABELS[type]} />
      )}
    </div>
  );
}
