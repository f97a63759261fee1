/**
 * Dates and times as typed in Brazil (`dd/mm/aaaa`, `HH:mm`, 24 h), on the schools' clock
 * (America/Sao_Paulo, as the server prints them), whatever the browser's language or zone.
 */

export const APP_TIME_ZONE = "America/Sao_Paulo";

export const DATE_MESSAGE = "Data inválida. Use dd/mm/aaaa.";
export const TIME_MESSAGE = "Hora inválida. Use HH:mm.";
export const TIME_MISSING_MESSAGE = "Informe a hora. Use HH:mm.";
export const DATE_MISSING_MESSAGE = "Informe a data. Use dd/mm/aaaa.";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
export interface ClockTime {
  hour: number;
  minute: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** `12/05/2025` as a real calendar day (no 31/02), or null. */
export function parseDateText(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `14:30` on a 24-hour clock, or null. */
export function parseTimeText(text: string): ClockTime | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute] = match.slice(1).map(Number);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

export const formatDateText = ({ year, month, day }: CalendarDate) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
export const formatTimeText = ({ hour, minute }: ClockTime) => `${pad(hour)}:${pad(minute)}`;

/** What a date box shows while typing: digits only, the slashes put in (`120520` → `12/05/20`). */
export function maskDate(raw: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

/** What a time box shows while typing: `1430` → `14:30`, `9:30` → `09:30`. */
export function maskTime(raw: string): string {
  const split = /^(\d{1,2}):(\d{0,2})/.exec(raw.trim());
  if (split) return `${split[1].padStart(2, "0")}:${split[2]}`;
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: APP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall clock in the schools' zone at an instant. */
export function zonedParts(instant: Date): CalendarDate & ClockTime & { second: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(partsFormat.formatToParts(instant).find((candidate) => candidate.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** How far the schools' clock is ahead of UTC at an instant, in milliseconds (negative in Brazil). */
function zoneOffset(instant: Date): number {
  const wall = zonedParts(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant when the schools' clock shows this day and time. */
export function zonedInstant(date: CalendarDate, time: ClockTime): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // Twice, so a wall time on the far side of an offset change (old daylight-saving years) lands right.
  const first = wallAsUtc - zoneOffset(new Date(wallAsUtc));
  return new Date(wallAsUtc - zoneOffset(new Date(first)));
}

/** `12/05/2025 14:30` on the schools' clock: what a date-and-time field holds. */
export function toDateTimeText(value: string | Date): string {
  const parts = zonedParts(new Date(value));
  return `${formatDateText(parts)} ${formatTimeText(parts)}`;
}

const ISO_LIKE = /^\d{4}-\d{2}-\d{2}/;

/** The date and time boxes of a field's value: `dd/mm/aaaa HH:mm`, or an ISO instant read on the schools' clock. */
export function splitDateTimeText(value: string | null | undefined): { date: string; time: string } {
  if (value && ISO_LIKE.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) {
      const parts = zonedParts(instant);
      return { date: formatDateText(parts), time: formatTimeText(parts) };
    }
  }
  const [date = "", time = ""] = (value ?? "").split(" ");
  return { date, time };
}

/** The field's value from its boxes: blank when both are. */
export const joinDateTimeText = (date: string, time: string) => (time ? `${date} ${time}` : date);

/**
 * A date-and-time field's value as an instant: `dd/mm/aaaa HH:mm` on the schools' clock, or an ISO
 * string (what the API receives); null when blank; a Portuguese message naming the part that is wrong.
 */
export function readDateTime(value: string): Date | null | { error: string } {
  if (value.trim() === "") return null;
  if (ISO_LIKE.test(value.trim())) {
    const instant = new Date(value.trim());
    return Number.isNaN(instant.getTime()) ? { error: DATE_MESSAGE } : instant;
  }
  const { date: dateText, time: timeText } = splitDateTimeText(value);
  if (dateText.trim() === "") return { error: DATE_MISSING_MESSAGE };
  const date = parseDateText(dateText);
  if (!date) return { error: DATE_MESSAGE };
  if (timeText.trim() === "") return { error: TIME_MISSING_MESSAGE };
  const time = parseTimeText(timeText);
  if (!time) return { error: TIME_MESSAGE };
  return zonedInstant(date, time);
}

/** A day before or after (`31/01/2025` + 1 → `01/02/2025`); null when the text is not a date. */
export function stepDate(text: string, days: number): string | null {
  const date = parseDateText(text);
  if (!date) return null;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return formatDateText({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Minutes before or after, round the clock (`23:59` + 1 → `00:00`); null when the text is not a time. */
export function stepTime(text: string, minutes: number): string | null {
  const time = parseTimeText(text);
  if (!time) return null;
  const total = (((time.hour * 60 + time.minute + minutes) % 1440) + 1440) % 1440;
  return formatTimeText({ hour: Math.floor(total / 60), minute: total % 60 });
}

/** Today on the schools' clock. */
export const todayText = (now = new Date()) => formatDateText(zonedParts(now));
