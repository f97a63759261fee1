/** A moment as the API writes it: an ISO string in UTC, or null. */
export const isoOrNull = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;
