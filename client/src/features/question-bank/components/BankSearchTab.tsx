import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { bankListQuery, type BankPage } from "../api";
import { BankFilters, NO_FILTERS, toQueryFilters, type BankFilterValues } from "./BankFilters";
import { BankItemActions } from "./BankItemActions";
import { BankResults } from "./BankResults";

const PAGE_SIZE = 20;

/** The server stops counting a search at 1000, so past that the count is only a floor. */
export function foundLabel({ total, capped }: Pick<BankPage, "total" | "capped">): string {
  if (capped) return "mais de 1000 questões encontradas";
  return total === 1 ? "1 questão encontrada" : `${total} questões encontradas`;
}

/** 'Buscar Questões': words anywhere in title, text or subject (case and accents ignored by the server). */
export function BankSearchTab({ onEdit }: { onEdit: (item: BankItem) => void }) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<BankFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim());
  const items = useQuery(bankListQuery({ ...toQueryFilters(filters), search: settled || undefined, page, pageSize: PAGE_SIZE }));

  return (
    <div className="space-y-5">
      <div role="search" className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="bank-search">Buscar</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="bank-search"
              type="search"
              placeholder="Título, texto da questão ou matéria..."
              autoComplete="off"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="pl-9"
            />
          </div>
        </div>
        <BankFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {items.data ? foundLabel(items.data) : ""}
      </p>
      <BankResults
        label="Resultados da busca"
        query={items}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        actions={(item) => <BankItemActions item={item} onEdit={onEdit} />}
        empty={{ title: "Nenhuma questão encontrada", hint: "Tente outras palavras ou outros filtros." }}
      />
    </div>
  );
}
