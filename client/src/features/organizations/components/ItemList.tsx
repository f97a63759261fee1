import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

const GRID = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";

export interface ItemListProps<Item extends { id: string }> {
  /** The section's heading, also the list's accessible name. */
  title: string;
  query: UseQueryResult<Item[]>;
  createLabel: string;
  emptyText: string;
  /** The empty state's button; the create label unless a screen words it otherwise. */
  emptyActionLabel?: string;
  errorText: string;
  canManage: boolean;
  onCreate: () => void;
  renderItem: (item: Item) => ReactNode;
}

/** The body of every organisation list: 3 skeletons while loading, the failure, the empty state, the items. */
export function ItemList<Item extends { id: string }>({
  title,
  query,
  createLabel,
  emptyText,
  emptyActionLabel = createLabel,
  errorText,
  canManage,
  onCreate,
  renderItem,
}: ItemListProps<Item>) {
  const headingId = useId();

  let body: ReactNode;
  if (query.data && query.data.length > 0) {
    body = (
      <ul aria-labelledby={headingId} className={GRID}>
        {query.data.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  } else if (query.data) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="text-muted-foreground">{emptyText}</p>
          {canManage && (
            <Button variant="outline" onClick={onCreate}>
              <Plus aria-hidden />
              {emptyActionLabel}
            </Button>
          )}
        </CardContent>
      </Card>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4">
        <p className="text-destructive">{errorText}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={GRID}>
        <span role="status" className="sr-only">
          Carregando...
        </span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-36 rounded-lg" />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {canManage && (
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {createLabel}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
