import type { ReactNode } from "react";
import { RichText } from "@/components/RichText";
import { Checkbox } from "@/components/ui/checkbox";
import type { StudentSpec } from "@shared/questionTypes/studentView";

type Part = StudentSpec["parts"][number];

/** The parts as a group of check boxes, each row its marker (a letter, a number) and the part's text. */
export function PartCheckboxes({
  questionId,
  parts,
  labelledBy,
  describedBy,
  disabled,
  isChecked,
  onToggle,
  marker,
}: {
  questionId: string;
  parts: readonly Part[];
  labelledBy: string;
  describedBy: string;
  disabled: boolean;
  isChecked: (part: Part, index: number) => boolean;
  onToggle: (part: Part, index: number, checked: boolean) => void;
  marker: (index: number) => ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-2.5">
      {parts.map((part, index) => {
        const id = `part-${questionId}-${part.id}`;
        return (
          <label
            key={part.id}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 transition-colors hover:bg-muted/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent/60 has-disabled:cursor-default"
          >
            <Checkbox
              id={id}
              className="mt-0.5 size-5"
              checked={isChecked(part, index)}
              disabled={disabled}
              onCheckedChange={(checked) => onToggle(part, index, checked === true)}
            />
            {marker(index)}
            <RichText html={part.text} className="min-w-0 flex-1 text-base [&_p]:my-0" />
          </label>
        );
      })}
    </div>
  );
}
