import { APP_TIME_ZONE } from "@shared/dateTime";

/** On the schools' clock, as the server prints them, whatever the device's language and zone. */
const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: APP_TIME_ZONE,
});

/** `dd/mm/aaaa`, or 'Não definido' when there is no date (spec section 9). */
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

/** The avatar's fallback: the first two letters of the name, in capitals. */
export function initials(name: string | null | undefined): string {
  return (name ?? "").trim().slice(0, 2).toUpperCase();
}
