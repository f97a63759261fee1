import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { MoveButtons } from "@/components/MoveButtons";
import { RichTextEditor } from "@/components/RichTextEditor";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { firstMessage, ownMessage, useErrorAt } from "./specErrors";

/**
 * A list of parts written in rich text (options, statements, items, propositions, a matching's
 * answers), added and removed within the type's limits, each with its number or letter and the
 * type's own mark beside it. `movable` adds 'Mover para cima/baixo' where the order is the key.
 */
export function PartsEditor({
  name,
  idPrefix,
  legend,
  hint,
  noun,
  questionLabel,
  addLabel,
  min,
  max,
  badge,
  newPart,
  mark,
  highlighted,
  movable = false,
}: {
  /** Where the list is in the form ("questions.0.answerSpec.parts"). */
  name: string;
  idPrefix: string;
  legend: string;
  hint: string;
  /** What one part is called ("Afirmação"), with its badge, in labels and buttons. */
  noun: string;
  /** "da questão 2": the question the labels name, when a page holds several. */
  questionLabel: string;
  addLabel: string;
  min: number;
  max: number;
  badge: (index: number) => string;
  newPart: () => object;
  /** The type's mark of the part (Correta, V/F, C/E, its answer), beside its text. */
  mark?: (index: number, label: string) => ReactNode;
  /** Parts drawn as keyed (a correct option), so the key is seen at a glance. */
  highlighted?: (index: number) => boolean;
  movable?: boolean;
}) {
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const error = useErrorAt(name);
  const hintId = `${idPrefix}-hint`;
  const count = fields.length;

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <ol className="space-y-2">
        {fields.map((field, index) => {
          const label = `${noun} ${badge(index)}`;
          const textError = firstMessage((error as Record<number, unknown> | undefined)?.[index]);
          return (
            <li
              key={field.id}
              data-part={index}
              className={cn(
                "flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border p-2 transition-colors",
                highlighted?.(index) ? "border-primary bg-accent/40" : "border-border",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "mt-1 flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full px-1.5 text-sm font-semibold",
                  highlighted?.(index) ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
                )}
              >
                {badge(index)}
              </span>
              {/* Where the text would get narrower than this (the edit page's in-place editor), the marks go under it. */}
              <div className="min-w-0 flex-1 basis-md">
                <Controller
                  control={control}
                  name={`${name}.${index}.text`}
                  render={({ field: text }) => (
                    <RichTextEditor
                      id={`${idPrefix}-${index}`}
                      ref={text.ref}
                      value={text.value}
                      onChange={text.onChange}
                      ariaLabel={`${label} ${questionLabel}`}
                      placeholder={label}
                      invalid={Boolean(textError)}
                      compact
                    />
                  )}
                />
                <FieldError message={textError} />
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-1 pt-1">
                {mark?.(index, label)}
                {movable && (
                  <MoveButtons
                    index={index}
                    count={count}
                    name={label.toLowerCase()}
                    onMove={(direction) => move(index, index + direction)}
                  />
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ${label.toLowerCase()}`}
                  title={count <= min ? `No mínimo ${min}` : "Remover"}
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  disabled={count <= min}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" disabled={count >= max} onClick={() => append(newPart())}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
        <span className="text-xs text-muted-foreground">
          {count} de no máximo {max}
        </span>
      </div>
      <FieldError message={ownMessage(error)} />
    </fieldset>
  );
}
