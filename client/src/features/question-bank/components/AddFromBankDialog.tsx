import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { examQuery } from "@/features/exams/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { bankListQuery, useAddToExam } from "../api";
import { BankPreviewDialog } from "./BankPreviewDialog";
import { PickerList } from "./PickerList";
import { NO_FILTERS, toQueryFilters, type BankFilterValues } from "./BankFilters";
import { PickerSearch } from "./PickerSearch";

const PAGE_SIZE = 20;

/**
 * 'Adicionar Questões do Banco' (docs/product.md#95-adding-bank-questions-to-an-exam). With an exam, each chosen item becomes
 * one link, numbered after the exam's current questions in the order chosen; without one, the
 * chosen items go back to the caller.
 */
export function AddFromBankDialog({
  open,
  onOpenChange,
  examId,
  onSelect,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  examId?: string;
  onSelect?: (items: BankItem[]) => void;
  /** After links were created, with how many. */
  onAdded?: (count: number) => void;
}) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<BankFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<BankItem[]>([]);
  const [preview, setPreview] = useState<BankItem | null>(null);
  const settled = useDebouncedValue(search.trim());

  const items = useQuery({
    ...bankListQuery({
      ...toQueryFilters(filters),
      search: settled || undefined,
      excludeExamId: examId,
      page,
      pageSize: PAGE_SIZE,
    }),
    enabled: open,
  });
  const exam = useQuery({ ...examQuery(examId ?? ""), enabled: open && Boolean(examId) });
  const add = useAddToExam();

  const visible = items.data?.items ?? [];
  const isSelected = (item: BankItem) => selected.some((chosen) => chosen.id === item.id);
  const toggle = (item: BankItem, checked: boolean) =>
    setSelected((current) => (checked ? [...current, item] : current.filter((chosen) => chosen.id !== item.id)));
  const selectAll = () =>
    setSelected((current) => [...current, ...visible.filter((item) => !current.some((chosen) => chosen.id === item.id))]);
  const deselect = (item: BankItem) => setSelected((current) => current.filter((chosen) => chosen.id !== item.id));

  const confirm = async () => {
    const chosen = selected;
    if (chosen.length === 0) return;
    if (!examId) {
      onSelect?.(chosen);
      toast({ title: "Questões selecionadas", description: `${chosen.length} questão(ões) escolhida(s).` });
      setSelected([]);
      onOpenChange(false);
      return;
    }
    if (!exam.data) return;
    try {
      // An item already placed leaves the selection at once, so trying again after a failure does not repeat it.
      await add.mutateAsync({ examId, items: chosen, existingCount: exam.data.questionCount, onAdded: deselect });
      notifySuccess(`${chosen.length} questão(ões) adicionada(s) à prova!`);
      setSelected([]);
      onOpenChange(false);
      onAdded?.(chosen.length);
    } catch (error) {
      notifyError(error, "Falha ao adicionar questões. Tente novamente.");
    }
  };

  const busy = add.isPending;
  const waitingForExam = Boolean(examId) && !exam.data;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="flex max-w-4xl flex-col">
        <DialogHeader>
          <DialogTitle>Adicionar Questões do Banco</DialogTitle>
          <DialogDescription>
            {exam.data
              ? `Escolha as questões para a prova "${exam.data.title}". As que já estão nela não aparecem.`
              : "Busque, filtre e marque as questões que deseja usar."}
          </DialogDescription>
        </DialogHeader>

        <PickerSearch
          search={search}
          filters={filters}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          onFilters={(value) => {
            setFilters(value);
            setPage(1);
          }}
        />

        <PickerList
          query={items}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          isSelected={isSelected}
          onToggle={toggle}
          onPreview={setPreview}
        />

        <DialogFooter className="items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm font-medium" aria-live="polite">
              {selected.length === 1 ? "1 questão selecionada" : `${selected.length} questões selecionadas`}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={selectAll} disabled={visible.length === 0}>
              Selecionar todas
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setSelected([])} disabled={selected.length === 0}>
              Limpar
            </Button>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancelar
            </Button>
            <Button type="button" onClick={() => void confirm()} disabled={selected.length === 0 || busy || waitingForExam}>
              {busy ? "Adicionando..." : examId ? `Adicionar à prova (${selected.length})` : `Selecionar (${selected.length})`}
            </Button>
          </div>
        </DialogFooter>

        <BankPreviewDialog item={preview} onClose={() => setPreview(null)} />
      </DialogContent>
    </Dialog>
  );
}
