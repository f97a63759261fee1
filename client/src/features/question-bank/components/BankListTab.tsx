import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { bankListQuery } from "../api";
import { BankFilters, NO_FILTERS, hasFilters, toQueryFilters, type BankFilterValues } from "./BankFilters";
import { BankItemActions } from "./BankItemActions";
import { BankResults } from "./BankResults";

const PAGE_SIZE = 20;

/** 'Lista de Questões': every item the user may read, newest first, narrowed by the filters. */
export function BankListTab({ onCreate, onEdit }: { onCreate: () => void; onEdit: (item: BankItem) => void }) {
  const [filters, setFilters] = useState<BankFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const items = useQuery(bankListQuery({ ...toQueryFilters(filters), page, pageSize: PAGE_SIZE }));
  const filtered = hasFilters(filters);

  return (
    <div className="space-y-5">
      <BankFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <BankResults
        label="Questões do banco"
        query={items}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        actions={(item) => <BankItemActions item={item} onEdit={onEdit} />}
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
