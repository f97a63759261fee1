import { Controller, useFormContext } from "react-hook-form";
import type { ScoringRule } from "@shared/questionTypes/spec";

/** What each rule means for the type, in the teacher's words (shared/questionTypes/scoring.ts). */
export type ScoringLabels = Record<ScoringRule, { label: string; description: string }>;

/** 'Pontuação': share by share ('Parcial', 'Por afirmação'...) or 'Tudo ou nada'. */
export function ScoringField({ name, groupName, labels }: { name: string; groupName: string; labels: ScoringLabels }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Pontuação</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(Object.keys(labels) as ScoringRule[]).map((rule, position) => (
              <label
                key={rule}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/40"
              >
                <input
                  type="radio"
                  name={groupName}
                  value={rule}
                  checked={field.value === rule}
                  onChange={() => field.onChange(rule)}
                  ref={position === 0 ? field.ref : undefined}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>
                  <span className="font-medium">{labels[rule].label}</span>
                  <span className="block text-muted-foreground">{labels[rule].description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
