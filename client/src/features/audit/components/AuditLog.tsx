import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager, pageCount } from "@/components/Pager";
import { Spinner } from "@/components/ui/spinner";
import { schoolsQuery } from "@/features/organizations/api";
import { countLabel } from "@/lib/format";
import { auditEventsQuery } from "../api";
import { AuditEventsTable } from "./AuditEventsTable";
import { AuditFilterBar, NO_FILTERS, appliedFilters, type AuditFilterValues } from "./AuditFilterBar";

const PAGE_SIZE = 25;

/**
 * 'Registro de auditoria' (docs/product.md#194-student-data-and-the-audit-log): the events the caller may read (their
 * schools', or all for an administrator), newest first, filtered and in pages.
 */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // The schools the caller sees: their own, or every school for an administrator.
  const schools = useQuery(schoolsQuery());
  const events = useQuery(auditEventsQuery({ ...appliedFilters(filters), page, pageSize: PAGE_SIZE }));

  const filter = (values: AuditFilterValues) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <AuditFilterBar values={filters} schools={schools.data ?? []} onChange={filter} />
      {events.isPending ? (
        <Spinner label="Carregando eventos..." />
      ) : events.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar o registro de auditoria. Tente novamente.
        </p>
      ) : events.data.events.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">Nenhum evento encontrado com estes filtros.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countLabel(events.data.total, "evento", "eventos")}
          </p>
          <AuditEventsTable events={events.data.events} />
          <Pager page={page} pages={pageCount(events.data.total, PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </div>
  );
}
