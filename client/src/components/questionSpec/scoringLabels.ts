import type { ScoringLabels } from "./ScoringField";

const ALL_OR_NOTHING = (description: string) => ({ label: "Tudo ou nada", description });

/** The two rules of each type that has them, as shared/questionTypes/scoring.ts applies them. */
export const SCORING_LABELS = {
  multiple_response: {
    partial: {
      label: "Parcial",
      description: "Cada alternativa correta marcada vale a sua parte; cada errada marcada desconta a sua.",
    },
    all_or_nothing: ALL_OR_NOTHING("Vale a questão só quem marcar exatamente as corretas."),
  },
  true_false: {
    partial: { label: "Por afirmação", description: "Cada afirmação julgada certa vale a sua parte." },
    all_or_nothing: ALL_OR_NOTHING("Vale a questão só quem acertar todas as afirmações."),
  },
  summation: {
    partial: {
      label: "Parcial",
      description: "Uma soma só de proposições corretas vale a parte delas; com uma errada, vale zero.",
    },
    all_or_nothing: ALL_OR_NOTHING("Vale a questão só a soma exata."),
  },
  matching: {
    partial: { label: "Por item", description: "Cada item associado à resposta certa vale a sua parte." },
    all_or_nothing: ALL_OR_NOTHING("Vale a questão só quem acertar todas as associações."),
  },
  ordering: {
    partial: { label: "Por posição", description: "Cada item na posição certa vale a sua parte." },
    all_or_nothing: ALL_OR_NOTHING("Vale a questão só a ordem inteira certa."),
  },
} satisfies Record<string, ScoringLabels>;
