import { APP_TIME_ZONE } from "@shared/dateTime";

/** On the schools' clock, as the server prints them, whatever the device's language and zone. */
const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: APP_TIME_ZONE,
});

/** `dd/mm/aaaa`, or 'Não definido' when there is no date (docs/product.md#1-conventions). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "Não definido";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "Não definido" : dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: APP_TIME_ZONE,
});

/** `dd/mm/aaaa às hh:mm`, on the schools' clock. */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  return `${dateFormat.format(date)} às ${timeFormat.format(date)}`;
}

/** `12/05/2025, das 14:00 às 15:00`, or both dates in full when the window spans days. */
export function formatWindow(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (formatDate(start) === formatDate(end)) {
    return `${formatDate(start)}, das ${timeFormat.format(start)} às ${timeFormat.format(end)}`;
  }
  return `${formatDateTime(start)} até ${formatDateTime(end)}`;
}

/** `hh:mm:ss`, e.g. 3600 → '01:00:00'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}

/** '1 turma', '3 turmas'. */
export const countLabel = (count: number, singular: string, plural: string) => `${count} ${count === 1 ? singular : plural}`;

/** The avatar's fallback: the first two letters of the name, in capitals. */
export function initials(name: string | null | undefined): string {
  return (name ?? "").trim().slice(0, 2).toUpperCase();
}

/** A calendar day sent as `aaaa-mm-dd` (no time, no zone: a printed date) as `dd/mm/aaaa`. */
export const formatDay = (day: string) => day.split("-").reverse().join("/");
