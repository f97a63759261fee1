import type { Response } from "express";
import { INTERCHANGE_FILES, type InterchangeExportFormat } from "../../shared/interchange/formats";
import type { PortableWritten } from "../services/interchange/portable";
import { attachmentNamed } from "./contentDisposition";

/** How many left-out questions the header names; the count is always whole. */
const NAMED_LEFT_OUT = 50;

/**
 * Sends questions written in an interchange format as a download named after `title`. The ones
 * the format could not carry (Aiken takes multiple choice only) are named in `X-Left-Out`
 * (percent-encoded JSON: `[{ name, reason }]`) and counted in `X-Left-Out-Count`, for the screen to say.
 */
export function sendInterchangeFile(res: Response, title: string, format: InterchangeExportFormat, written: PortableWritten) {
  const file = INTERCHANGE_FILES[format];
  res.set({
    "Content-Disposition": attachmentNamed(title, file.extension),
    "X-Left-Out-Count": String(written.leftOut.length),
    "X-Left-Out": encodeURIComponent(JSON.stringify(written.leftOut.slice(0, NAMED_LEFT_OUT))),
    "Access-Control-Expose-Headers": "X-Left-Out, X-Left-Out-Count",
  });
  res.type(file.contentType).send(written.bytes);
}
