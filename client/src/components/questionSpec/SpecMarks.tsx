import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { cn } from "@/lib/cn";

/** A yes/no of the spec bound to `name` (a part's 'Correta', 'Uma errada anula uma certa'), its label beside the box. */
export function SpecCheckbox({
  name,
  label,
  srPrefix,
  description,
}: {
  name: string;
  label: string;
  srPrefix?: string;
  description?: ReactNode;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex cursor-pointer items-start gap-2 text-sm font-medium">
          <input
            type="checkbox"
            ref={field.ref}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>
            {srPrefix && <span className="sr-only">{srPrefix}: </span>}
            {label}
            {description && <span className="block font-normal text-muted-foreground">{description}</span>}
          </span>
        </label>
      )}
    />
  );
}

/**
 * Two marks for a part's `correct`: V or F for a statement, C or E for an item. Pills a finger can
 * hit, over native radios, so the keyboard and screen readers work as for any radio group.
 */
export function BinaryMark({
  name,
  groupName,
  partLabel,
  marks,
}: {
  /** The part's `correct`. */
  name: string;
  /** Unique on the page: the radios of one part form a group. */
  groupName: string;
  partLabel: string;
  /** [when correct, when not]: ['V', 'F'], ['C', 'E']. */
  marks: readonly [{ short: string; long: string }, { short: string; long: string }];
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div role="radiogroup" aria-label={partLabel} className="flex overflow-hidden rounded-md border border-input">
          {marks.map((mark, position) => {
            const value = position === 0;
            const checked = field.value === value;
            return (
              <label
                key={mark.short}
                title={mark.long}
                className={cn(
                  "flex h-9 min-w-9 cursor-pointer items-center justify-center px-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  position === 1 && "border-l border-input",
                  checked ? (value ? "bg-green-700 text-white" : "bg-red-700 text-white") : "bg-background hover:bg-accent",
                )}
              >
                <input
                  type="radio"
                  name={groupName}
                  className="sr-only"
                  checked={checked}
                  onChange={() => field.onChange(value)}
                  ref={position === 0 ? field.ref : undefined}
                />
                <span className="sr-only">{partLabel}: </span>
                <span aria-hidden>{mark.short}</span>
                <span className="sr-only">{mark.long}</span>
              </label>
            );
          })}
        </div>
      )}
    />
  );
}
