import type { CurriculumEntry } from "@shared/types/curriculum";
import { cn } from "@/lib/cn";
import type { ListPlacement } from "./listPlacement";

export const NO_CATALOGUE_ENTRY = "Nenhum item do catálogo; o código digitado será usado.";

/** An option's id, unique in the page: the listbox's id and the option's place. */
export const optionIdOf = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The picker's open list under its field: each entry as "CODE — text" (two lines at most) with
 * its stage, or, with none, why the typed code will be kept. Pressing on the list keeps the focus
 * in the field, whose blur closes the list.
 */
export function CurriculumOptions({
  listId,
  label,
  placement,
  entries,
  active,
  pending,
  onActivate,
  onPick,
}: {
  listId: string;
  label: string;
  /** Measured when the list opened; under the field, as wide as it, until then. */
  placement: ListPlacement | null;
  entries: CurriculumEntry[];
  /** The option the arrow keys are on, or -1. */
  active: number;
  pending: boolean;
  onActivate: (index: number) => void;
  onPick: (entry: CurriculumEntry) => void;
}) {
  return (
    <div
      className="absolute top-full left-0 z-50 mt-1 w-full max-h-72 overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg"
      style={placement ? { width: placement.width, left: placement.left } : undefined}
      onMouseDown={(event) => event.preventDefault()}
    >
      {entries.length > 0 ? (
        <ul role="listbox" id={listId} aria-label={label}>
          {entries.map((entry, index) => (
            <li
              key={`${entry.kind}-${entry.code}-${entry.stage}`}
              id={optionIdOf(listId, index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                "cursor-pointer rounded-sm px-3 py-2 text-sm",
                index === active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
              )}
              onMouseMove={() => index !== active && onActivate(index)}
              onClick={() => onPick(entry)}
            >
              <span className="line-clamp-2 break-words">
                <span className="font-semibold">{entry.code}</span> — {entry.text}
              </span>
              <span className="block text-xs text-muted-foreground">{entry.stage}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-3 py-2 text-sm text-muted-foreground">{pending ? "Buscando..." : NO_CATALOGUE_ENTRY}</p>
      )}
    </div>
  );
}
