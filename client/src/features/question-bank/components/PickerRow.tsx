import { Eye } from "lucide-react";
import { DIFFICULTY_LABELS } from "@shared/constants";
import { textOf } from "@shared/richText";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { authorLine } from "./authorLine";
import { BANK_TYPE_LABELS } from "./bankChoices";

/** One item of the picker: a labelled checkbox (the whole title toggles it) and its 'Prévia' button. */
export function PickerRow({
  item,
  checked,
  onToggle,
  onPreview,
}: {
  item: BankItem;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onPreview: () => void;
}) {
  const id = `pick-${item.id}`;
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3 transition-colors",
        checked ? "border-primary bg-accent/40" : "border-border",
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onToggle(value === true)}
        aria-describedby={`${id}-details`}
        className="mt-1"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block cursor-pointer font-medium break-words">
          {item.title}
        </label>
        <div id={`${id}-details`} className="space-y-1 text-sm text-muted-foreground">
          <p>
            {BANK_TYPE_LABELS[item.questionType]} · {DIFFICULTY_LABELS[item.difficultyLevel]} · {item.subject} ·{" "}
            {item.gradeLevelName}
          </p>
          <p className="break-words">{authorLine(item)}</p>
          <p className="line-clamp-2 break-words">{textOf(item.questionText)}</p>
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onPreview} aria-label={`Prévia: ${item.title}`}>
        <Eye aria-hidden />
        Prévia
      </Button>
    </li>
  );
}
