import { INTERCHANGE_FILES, INTERCHANGE_LABELS, type InterchangeExportFormat } from "@shared/interchange/formats";
import { downloadFile } from "./api";

/** A question a format could not carry, as the server names it. */
export type LeftOutQuestion = { name: string; reason: string };

/**
 * The questions an interchange file left out (docs/product.md#22-question-interchange): `count` is
 * all of them, `named` at most the first 50 the server names.
 */
export interface LeftOut {
  format: InterchangeExportFormat;
  count: number;
  named: LeftOutQuestion[];
}

function namedIn(header: string | null): LeftOutQuestion[] {
  if (!header) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is LeftOutQuestion => typeof entry?.name === "string" && typeof entry?.reason === "string",
    );
  } catch {
    // A header that cannot be read still leaves the count to tell.
    return [];
  }
}

/** What `X-Left-Out-Count` and `X-Left-Out` say; a count missing or unreadable counts the names. */
export function leftOutOf(headers: Headers, format: InterchangeExportFormat): LeftOut {
  const named = namedIn(headers.get("X-Left-Out"));
  const count = Number.parseInt(headers.get("X-Left-Out-Count") ?? "", 10);
  return { format, named, count: Number.isFinite(count) && count >= named.length ? count : named.length };
}

/** Downloads questions in an interchange format and answers which ones the format could not carry. */
export async function downloadInterchange(
  url: string,
  format: InterchangeExportFormat,
  fallbackBase: string,
  request: { method?: string; body?: unknown } = {},
): Promise<LeftOut> {
  const response = await downloadFile(url, `${fallbackBase}.${INTERCHANGE_FILES[format].extension}`, request);
  return leftOutOf(response.headers, format);
}

/** "2 questões ficaram de fora do arquivo Aiken:" */
export function leftOutHeading({ count, format }: LeftOut): string {
  const file = `do arquivo ${INTERCHANGE_LABELS[format]}`;
  return count === 1 ? `1 questão ficou de fora ${file}:` : `${count} questões ficaram de fora ${file}:`;
}
