const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" });
const numberFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** `12/03/2026 às 10:30`, on this device's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return `${dateFormat.format(date)} às ${timeFormat.format(date)}`;
}

/** `7,5`: scores may have halves. */
export const formatNumber = (value: number) => numberFormat.format(value);
