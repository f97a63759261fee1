import type { UseQueryResult } from "@tanstack/react-query";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { BankPage } from "../api";
import { Pager, pageCount } from "@/components/Pager";
import { PickerRow } from "./PickerRow";

/** The picker's items: loading, failure, 'Nenhuma questão disponível...', or the rows and pages. */
export function PickerList({
  query,
  page,
  pageSize,
  onPage,
  isSelected,
  onToggle,
  onPreview,
}: {
  query: UseQueryResult<BankPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  isSelected: (item: BankItem) => boolean;
  onToggle: (item: BankItem, checked: boolean) => void;
  onPreview: (item: BankItem) => void;
}) {
  let body;
  if (query.isPending) {
    body = (
      <div className="space-y-2">
        <span role="status" className="sr-only">
          Carregando...
        </span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 rounded-lg" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4">
        <p className="text-destructive">Não foi possível carregar as questões. Tente novamente.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else if (query.data.items.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        Nenhuma questão disponível com os filtros aplicados.
      </p>
    );
  } else {
    body = (
      <ul aria-label="Questões disponíveis" aria-busy={query.isFetching} className="space-y-2">
        {query.data.items.map((item) => (
          <PickerRow
            key={item.id}
            item={item}
            checked={isSelected(item)}
            onToggle={(checked) => onToggle(item, checked)}
            onPreview={() => onPreview(item)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-3">
      <div className="max-h-[45dvh] min-h-32 overflow-y-auto pr-1">{body}</div>
      {query.data && <Pager page={page} pages={pageCount(query.data.total, pageSize)} onPage={onPage} />}
    </div>
  );
}
