import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

export function OnlineExamSkeleton() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Spinner label="Carregando prova..." />
      <Skeleton className="h-20" />
      <Skeleton className="h-40" />
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  );
}
