import { useFormContext, useWatch } from "react-hook-form";
import type { ExamFormValues } from "./examFormValues";
import { RichTextField } from "./RichTextField";

/** 'Resposta esperada' of an essay: what the teacher expects, shown when grading and never to students. */
export function ExpectedAnswerField({ index, questionKey }: { index: number; questionKey: string }) {
  const { control, formState } = useFormContext<ExamFormValues>();
  const questionType = useWatch({ control, name: `questions.${index}.questionType` });
  if (questionType !== "essay") return null;
  return (
    <RichTextField
      id={`question-${questionKey}-expected`}
      name={`questions.${index}.expectedAnswer`}
      label={`Resposta esperada da questão ${index + 1} (só para o professor)`}
      error={formState.errors.questions?.[index]?.expectedAnswer?.message}
      placeholder="O que se espera da resposta do aluno: pontos principais, critérios de correção"
      compact
    />
  );
}
