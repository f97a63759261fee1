import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { PrintLook } from "@/lib/printLook";
import { PrintSizeSelect } from "./PrintSizeSelect";

const COLUMNS = [
  [1, "1 coluna"],
  [2, "2 colunas"],
] as const;

/**
 * 'Colunas', 'Tamanho' and 'Alto contraste' of a print. The larger sizes are the ampliada and
 * superampliada prints a student with low vision is entitled to (Lei Brasileira de Inclusão).
 */
export function PrintLookFields({
  idPrefix,
  value,
  onChange,
}: {
  /** Keeps the ids apart when two forms of this kind could be on the page. */
  idPrefix: string;
  value: PrintLook;
  onChange: (look: PrintLook) => void;
}) {
  const change = (part: Partial<PrintLook>) => onChange({ ...value, ...part });
  // Large print is always one column: at 18 or 24 pt two columns would hold a few words a line.
  const large = value.size !== "normal";
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Colunas</legend>
        <RadioGroup
          value={large ? "1" : String(value.columns)}
          onValueChange={(columns) => change({ columns: columns === "2" ? 2 : 1 })}
          disabled={large}
          aria-describedby={large ? `${idPrefix}-columns-hint` : undefined}
          className="flex gap-5"
        >
          {COLUMNS.map(([columns, label]) => (
            <div key={columns} className="flex items-center gap-2">
              <RadioGroupItem id={`${idPrefix}-columns-${columns}`} value={String(columns)} />
              <Label htmlFor={`${idPrefix}-columns-${columns}`} className="cursor-pointer font-normal">
                {label}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {large && (
          <p id={`${idPrefix}-columns-hint`} className="text-sm text-muted-foreground">
            A prova ampliada é sempre em 1 coluna.
          </p>
        )}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-size`}>Tamanho</Label>
        <PrintSizeSelect id={`${idPrefix}-size`} value={value.size} onChange={(size) => change({ size })} />
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <Checkbox
          id={`${idPrefix}-contrast`}
          checked={value.contrast}
          onCheckedChange={(checked) => change({ contrast: checked === true })}
          aria-describedby={`${idPrefix}-contrast-hint`}
          className="mt-0.5"
        />
        <div className="space-y-1">
          <Label htmlFor={`${idPrefix}-contrast`} className="cursor-pointer">
            Alto contraste
          </Label>
          <p id={`${idPrefix}-contrast-hint`} className="text-sm text-muted-foreground">
            Só preto no branco, com linhas mais grossas e destaques em negrito.
          </p>
        </div>
      </div>
    </div>
  );
}
