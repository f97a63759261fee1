import { APP_TIME_ZONE } from "@shared/dateTime";
import { formatDate, formatDateTime } from "@/lib/format";

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: APP_TIME_ZONE,
});

/** `12/05/2025, das 14:00 às 15:00`, or both dates in full when the window spans days. */
export function formatWindow(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (formatDate(start) === formatDate(end)) {
    return `${formatDate(start)}, das ${timeFormat.format(start)} às ${timeFormat.format(end)}`;
  }
  return `${formatDateTime(start)} até ${formatDateTime(end)}`;
}

/** How long ago: `agora`, `há 20 s`, `há 3 min`, `há 2 h`, `há 1 dia`. */
export function formatAgo(milliseconds: number): string {
  const seconds = Math.floor(milliseconds / 1000);
  if (seconds < 5) return "agora";
  if (seconds < 60) return `há ${seconds} s`;
  if (seconds < 3600) return `há ${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `há ${Math.floor(seconds / 3600)} h`;
  const days = Math.floor(seconds / 86_400);
  return `há ${days} ${days === 1 ? "dia" : "dias"}`;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
