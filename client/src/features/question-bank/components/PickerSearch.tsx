import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BankFilters, type BankFilterValues } from "./BankFilters";

/** The picker's search box and filters. */
export function PickerSearch({
  search,
  filters,
  onSearch,
  onFilters,
}: {
  search: string;
  filters: BankFilterValues;
  onSearch: (value: string) => void;
  onFilters: (value: BankFilterValues) => void;
}) {
  return (
    <div role="search" className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="picker-search">Buscar questões</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="picker-search"
            type="search"
            autoComplete="off"
            placeholder="Título, texto da questão ou matéria..."
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <BankFilters value={filters} onChange={onFilters} />
    </div>
  );
}
