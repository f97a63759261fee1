import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { CurriculumEntry, CurriculumKind } from "@shared/types/curriculum";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import type { CurriculumContext } from "./curriculumApi";
import { CurriculumOptions, NO_CATALOGUE_ENTRY, optionIdOf } from "./CurriculumOptions";
import { listPlacement, type ListPlacement } from "./listPlacement";
import { useCurriculumSearch } from "./useCurriculumSearch";
import { textOfCode, useCurriculumTexts } from "./useCurriculumTexts";
import { useEscapeFirst } from "./useEscapeFirst";

export const PICKER_PLACEHOLDER = "Código ou palavras (ex.: D17, frações)";

/** How long a typed value rests before its text is looked up under the field. */
const LOOKUP_DELAY_MS = 200;

const resultsAnnouncement = (count: number) =>
  count === 0 ? NO_CATALOGUE_ENTRY : `${count} ${count === 1 ? "item" : "itens"} do catálogo.`;

/**
 * A descriptor field of a question (docs/product.md#21-curriculum-catalogue): a plain input of the
 * form, holding a code, that lists the catalogue's entries for the question's subject and grade
 * level as one types (a combobox: arrow keys, Enter, Escape). Choosing fills the code; whatever is
 * typed is kept as it is, since PAEB and the states' matrices are not in the catalogue. Under the
 * field, the text of a code the catalogue knows.
 */
export function DescriptorPicker({
  id,
  name,
  label,
  kind,
  context,
  error,
  className,
}: {
  id: string;
  /** The field's path in the surrounding react-hook-form form. */
  name: string;
  label: string;
  /** Which part of the catalogue to search; both without it. */
  kind?: CurriculumKind;
  context: CurriculumContext;
  error?: string;
  className?: string;
}) {
  const { register, setValue, control, formState } = useFormContext<Record<string, string>>();
  const value = useWatch({ control, name }) ?? "";
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<ListPlacement | null>(null);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(-1);
  const { entries, pending } = useCurriculumSearch(search, kind, context, open);
  const resting = useDebouncedValue(value, LOOKUP_DELAY_MS);
  const texts = useCurriculumTexts([resting], context.subject, context.gradeLevelId);
  const text = textOfCode(texts, value);
  const current = active < entries.length ? active : -1;
  const listId = `${id}-options`;
  const textId = `${id}-text`;
  const registration = register(name);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useEscapeFirst(open, input, close);

  const openList = (field: HTMLInputElement) => {
    if (!open) setPlacement(listPlacement(field));
    setOpen(true);
  };

  // The option the arrow keys reach stays in sight in a long list.
  useEffect(() => {
    if (open && current >= 0) document.getElementById(optionIdOf(listId, current))?.scrollIntoView({ block: "nearest" });
  }, [open, current, listId]);

  const pick = (entry: CurriculumEntry) => {
    setValue(name, entry.code, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setSearch(entry.code);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setSearch(event.currentTarget.value);
        openList(event.currentTarget);
        return;
      }
      const count = entries.length;
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count);
    } else if (event.key === "Enter" && open) {
      // Enter chooses in the open list (or just closes it), never sends the form from there.
      event.preventDefault();
      if (current >= 0) pick(entries[current]);
      else close();
    }
  };

  return (
    <FormField id={id} label={label} error={error} className={className}>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open && entries.length > 0 ? listId : undefined}
          aria-activedescendant={open && current >= 0 ? optionIdOf(listId, current) : undefined}
          aria-describedby={text ? textId : undefined}
          aria-invalid={Boolean(error)}
          autoComplete="off"
          placeholder={PICKER_PLACEHOLDER}
          {...registration}
          ref={(element) => {
            registration.ref(element);
            input.current = element;
          }}
          onChange={(event) => {
            void registration.onChange(event);
            setSearch(event.target.value);
            setActive(-1);
            openList(event.target);
          }}
          onBlur={(event) => {
            void registration.onBlur(event);
            close();
          }}
          onKeyDown={onKeyDown}
        />
        {open && (
          <CurriculumOptions
            listId={listId}
            label={label}
            placement={placement}
            entries={entries}
            active={current}
            pending={pending}
            onActivate={setActive}
            onPick={pick}
          />
        )}
      </div>
      {text && (
        <p id={textId} className="truncate text-xs text-muted-foreground" title={text}>
          {text}
        </p>
      )}
      <p role="status" className="sr-only">
        {open && !pending ? resultsAnnouncement(entries.length) : ""}
      </p>
    </FormField>
  );
}
