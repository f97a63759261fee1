import type { UseQueryResult } from "@tanstack/react-query";
import { Library } from "lucide-react";
import type { ReactNode } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Pager, pageCount } from "@/components/Pager";
import { Skeleton } from "@/components/ui/skeleton";
import type { BankPage } from "../api";
import { BankItemCard } from "./BankItemCard";

const GRID = "grid gap-4 lg:grid-cols-2";

/** The body of the list and search tabs: 3 skeletons, the failure, the empty state, the cards and the pages. */
export function BankResults({
  label,
  query,
  page,
  pageSize,
  onPage,
  empty,
  actions,
  selection,
}: {
  /** The list's accessible name. */
  label: string;
  query: UseQueryResult<BankPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: { title: string; hint: string; action?: ReactNode };
  actions: (item: BankItem) => ReactNode;
  /** Where items may be chosen: which are, and a choice changed. */
  selection?: { selected: ReadonlySet<string>; onChange: (item: BankItem, selected: boolean) => void };
}) {
  if (query.isPending) {
    return (
      <div className={GRID}>
        <span role="status" className="sr-only">
          Carregando...
        </span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-56 rounded-lg" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4">
        <p className="text-destructive">Não foi possível carregar as questões. Tente novamente.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const pages = pageCount(query.data.total, pageSize);
  if (query.data.items.length === 0) {
    return (
      <div className="space-y-4">
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
            <Library className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-semibold">{empty.title}</p>
            <p className="text-muted-foreground">{empty.hint}</p>
            {empty.action}
          </CardContent>
        </Card>
        {/* A page emptied by deletions still offers the way back. */}
        {page > 1 && <Pager page={page} pages={Math.max(page, pages)} onPage={onPage} />}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={label} aria-busy={query.isFetching} className={GRID}>
        {query.data.items.map((item) => (
          <li key={item.id}>
            <BankItemCard
              item={item}
              actions={actions(item)}
              selection={
                selection && {
                  selected: selection.selected.has(item.id),
                  onChange: (selected) => selection.onChange(item, selected),
                }
              }
            />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
