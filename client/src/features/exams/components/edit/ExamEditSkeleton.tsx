import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

/** The edit page's shape while the exam loads, so nothing jumps when it arrives. */
export function ExamEditSkeleton() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
      <Spinner label="Carregando prova..." className="lg:col-span-2" />
      <div className="min-w-0 space-y-6">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
      <div className="space-y-6">
        <Skeleton className="h-64" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
