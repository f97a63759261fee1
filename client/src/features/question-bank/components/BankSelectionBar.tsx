import { Download } from "lucide-react";
import { useState } from "react";
import { INTERCHANGE_EXPORT_FORMATS, INTERCHANGE_LABELS, type InterchangeExportFormat } from "@shared/interchange/formats";
import { MAX_BANK_EXPORT_ITEMS } from "@shared/schemas/questionBank";
import type { BankItem } from "@shared/types/questionBank";
import { LeftOutNote } from "@/components/LeftOutNote";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { LeftOut } from "@/lib/interchange";
import { notifyError } from "@/lib/notify";
import { exportBankItems } from "../api";
import { FormSelect } from "@/components/FormSelect";

const FORMAT_CHOICES = INTERCHANGE_EXPORT_FORMATS.map((format) => ({ value: format, label: INTERCHANGE_LABELS[format] }));
const EXPORT_FAILED = "Falha ao exportar as questões.";
const TOO_MANY = `Exporte no máximo ${MAX_BANK_EXPORT_ITEMS} questões de uma vez.`;

const countText = (count: number) =>
  count === 0 ? "Nenhuma selecionada" : count === 1 ? "1 selecionada" : `${count} selecionadas`;

/**
 * The list's chosen items, kept across pages, exported together in an interchange format
 * (docs/product.md#22-question-interchange); the questions the format could not carry are named below.
 */
export function BankSelectionBar({
  pageItems,
  selected,
  onChange,
}: {
  pageItems: BankItem[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}) {
  const [format, setFormat] = useState<InterchangeExportFormat>("moodle-xml");
  const [exporting, setExporting] = useState(false);
  const [leftOut, setLeftOut] = useState<LeftOut>();
  const onPage = pageItems.filter((item) => selected.has(item.id)).length;
  const wholePage = pageItems.length > 0 && onPage === pageItems.length;

  const selectPage = (select: boolean) => {
    const next = new Set(selected);
    for (const item of pageItems) {
      if (select) next.add(item.id);
      else next.delete(item.id);
    }
    onChange(next);
  };

  const exportNow = async () => {
    if (selected.size > MAX_BANK_EXPORT_ITEMS) return notifyError(undefined, TOO_MANY);
    setExporting(true);
    setLeftOut(undefined);
    try {
      const result = await exportBankItems([...selected], format);
      if (result.count > 0) setLeftOut(result);
    } catch (error) {
      notifyError(error, EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label="Seleção de questões" className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-border bg-card p-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="bank-select-page"
              className="size-5"
              disabled={pageItems.length === 0}
              checked={wholePage ? true : onPage > 0 ? "indeterminate" : false}
              onCheckedChange={(checked) => selectPage(checked === true)}
            />
            <Label htmlFor="bank-select-page" className="cursor-pointer">
              Selecionar todas desta página
            </Label>
          </div>
          <p aria-live="polite" className="text-sm font-medium">
            {countText(selected.size)}
          </p>
          {selected.size > 0 && (
            <Button variant="ghost" size="sm" onClick={() => onChange(new Set())}>
              Limpar seleção
            </Button>
          )}
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:ml-auto sm:w-auto">
          <Label htmlFor="bank-export-format" className="w-full sm:w-auto">
            Exportar como
          </Label>
          <div className="min-w-0 flex-1 sm:w-36 sm:flex-none">
            <FormSelect
              id="bank-export-format"
              value={format}
              onChange={(value) => setFormat(value as InterchangeExportFormat)}
              choices={FORMAT_CHOICES}
              placeholder="Formato"
            />
          </div>
          <Button disabled={selected.size === 0 || exporting} onClick={() => void exportNow()}>
            <Download aria-hidden />
            {exporting ? "Exportando..." : "Exportar"}
          </Button>
        </div>
      </div>
      {leftOut && <LeftOutNote leftOut={leftOut} />}
    </section>
  );
}
