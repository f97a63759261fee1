import { useQuery } from "@tanstack/react-query";
import { ClipboardList, FileText, Library, Users, type LucideIcon } from "lucide-react";
import type { DashboardStats } from "@shared/types/stats";
import { Skeleton } from "@/components/ui/skeleton";
import { dashboardStatsQuery } from "../api";

const CARDS: Array<{ key: keyof DashboardStats; label: string; icon: LucideIcon; tone: string }> = [
  { key: "examsCreated", label: "Provas Criadas", icon: FileText, tone: "bg-blue-100 text-blue-800" },
  { key: "activeApplications", label: "Aplicações Ativas", icon: ClipboardList, tone: "bg-green-100 text-green-800" },
  { key: "questionsInBank", label: "Questões no Banco", icon: Library, tone: "bg-purple-100 text-purple-800" },
  { key: "activeClasses", label: "Turmas Ativas", icon: Users, tone: "bg-amber-100 text-amber-900" },
];

const number = new Intl.NumberFormat("pt-BR");

/** The four figures of docs/product.md#6-dashboard; a missing value counts as 0. */
export function StatsCards() {
  const stats = useQuery(dashboardStatsQuery);
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
        {CARDS.map((card) => (
          <Skeleton key={card.key} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map((card) => (
        // The term and the value sit directly in the card, as a list of definitions requires.
        <div key={card.key} className="grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-lg border bg-card p-6 shadow-sm">
          <span className={`row-span-2 flex size-12 items-center justify-center rounded-lg ${card.tone}`} aria-hidden>
            <card.icon className="size-6" />
          </span>
          <dt className="text-sm text-muted-foreground">{card.label}</dt>
          <dd className="text-3xl font-bold tabular-nums">{number.format(stats.data?.[card.key] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
