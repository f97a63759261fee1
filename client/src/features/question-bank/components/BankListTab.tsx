import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { bankListQuery } from "../api";
import { BankFilters, NO_FILTERS, hasFilters, toQueryFilters, type BankFilterValues } from "./BankFilters";
import { BankItemActions } from "./BankItemActions";
import { BankResults } from "./BankResults";
import { BankSelectionBar } from "./BankSelectionBar";

const PAGE_SIZE = 20;

/**
 * 'Lista de Questões': every item the user may read, newest first, narrowed by the filters. Items
 * chosen here stay chosen across pages and filters, to be exported together.
 */
export function BankListTab({ onCreate, onEdit }: { onCreate: () => void; onEdit: (item: BankItem) => void }) {
  const [filters, setFilters] = useState<BankFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const items = useQuery(bankListQuery({ ...toQueryFilters(filters), page, pageSize: PAGE_SIZE }));
  const filtered = hasFilters(filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageItems = items.data?.items ?? [];

  const choose = (item: BankItem, chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (chosen) next.add(item.id);
      else next.delete(item.id);
      return next;
    });

  return (
    <div className="space-y-5">
      <BankFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {(pageItems.length > 0 || selected.size > 0) && (
        <BankSelectionBar pageItems={pageItems} selected={selected} onChange={setSelected} />
      )}
      <BankResults
        label="Questões do banco"
        query={items}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        actions={(item) => (
          // A deleted item could no longer be exported: the server would refuse the whole selection.
          <BankItemActions item={item} onEdit={onEdit} onDeleted={(gone) => choose(gone, false)} />
        )}
        selection={{ selected, onChange: choose }}
        empty={
          filtered
            ? { title: "Nenhuma questão encontrada", hint: "Nenhuma questão corresponde aos filtros escolhidos." }
            : {
                title: "Nenhuma questão no banco ainda",
                hint: "Crie uma questão ou importe um arquivo para começar.",
                action: (
                  <Button onClick={onCreate}>
                    <Plus aria-hidden />
                    Nova Questão
                  </Button>
                ),
              }
        }
      />
    </div>
  );
}
