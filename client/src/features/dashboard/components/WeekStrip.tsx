import { cn } from "@/lib/cn";

const weekday = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "America/Sao_Paulo" });
const dayOfMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", timeZone: "America/Sao_Paulo" });
const dayKey = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/**
 * A compact calendar of today and the next 6 days, each with how many applications start on it
 * (one open already counts today), written out for screen readers.
 */
export function WeekStrip({ starts, today = new Date() }: { starts: string[]; today?: Date }) {
  const todayKey = dayKey.format(today);
  const days = Array.from({ length: 7 }, (_, index) => new Date(today.getTime() + index * 86_400_000));
  const countOf = (day: Date) => {
    const key = dayKey.format(day);
    return starts.filter((start) => {
      const startKey = dayKey.format(new Date(start));
      return key === todayKey ? startKey <= key : startKey === key;
    }).length;
  };
  return (
    <ol className="grid grid-cols-7 gap-1 text-center text-xs" aria-label="Aplicações nos próximos 7 dias">
      {days.map((day) => {
        const count = countOf(day);
        return (
          <li
            key={day.toISOString()}
            className={cn("rounded-md border py-1", count > 0 && "border-primary bg-accent font-semibold")}
            aria-label={`${weekday.format(day)} ${dayOfMonth.format(day)}: ${count} ${count === 1 ? "aplicação" : "aplicações"}`}
          >
            <span className="block text-muted-foreground capitalize">{weekday.format(day).replace(".", "")}</span>
            <span className="block">{dayOfMonth.format(day)}</span>
            <span className="block tabular-nums">{count > 0 ? count : "·"}</span>
          </li>
        );
      })}
    </ol>
  );
}
