import { useWatch } from "react-hook-form";
import type { QuestionType } from "@shared/constants";
import { hasSpec } from "@shared/questionTypes/spec";
import { RichText } from "@/components/RichText";
import { keyOf } from "./specKey";
import { SpecKeyLine, SpecParts } from "./SpecParts";
import { specInput, type SpecFormValues } from "./specFormValues";

/**
 * 'Prévia para o aluno': the question as it is being written, as the student will get it, and
 * under it the key in words, so a wrong mark is seen before saving.
 */
export function SpecPreview({
  type,
  textName,
  name,
  questionLabel,
}: {
  type: QuestionType;
  textName: string;
  name: string;
  questionLabel: string;
}) {
  const [text, spec] = useWatch({ name: [textName, name] }) as [string | undefined, SpecFormValues | undefined];
  if (!hasSpec(type) || !spec) return null;
  return (
    <section
      aria-label={`Prévia ${questionLabel}`}
      className="space-y-3 rounded-lg border border-dashed border-input bg-muted/40 p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Prévia para o aluno</p>
      {text ? <RichText html={text} /> : <p className="text-sm text-muted-foreground">O enunciado aparece aqui.</p>}
      <SpecParts
        type={type}
        spec={{ parts: spec.parts, answers: spec.answers, unit: spec.unit || null }}
        reveal={false}
        label={`Itens da prévia ${questionLabel}`}
      />
      <SpecKeyLine keyLine={keyOf(type, specInput(type, spec))} className="border-t border-border pt-3" />
    </section>
  );
}
