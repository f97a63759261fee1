import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../errors";
import { BAD_REQUEST, errorAnswer, invalidJsonBody, type ErrorLog } from "./errors";
import type { RequestEssentials } from "./requestEssentials";

/** The JSON bodies the API takes, at most; Express's parser has the same limit (app.ts). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A JSON call answered straight from Node's request, before Express: a call made so often that
 * Express's per-request work (its router and layers, the request's and response's prototypes)
 * was a fifth of its cost — the answer save on exam day (docs/architecture.md §12, "Capacity").
 * The same route stays in Express too, which answers whatever this lane does not take.
 */
export interface PlainRoute {
  method: "PUT" | "POST";
  /** The exact path, which is also the route's name in the metrics. */
  path: string;
  /** The answer to a parsed body; an error becomes the same answer Express's error handler gives. */
  answer: (body: unknown, req: IncomingMessage) => Promise<unknown>;
}

/**
 * Answers the requests one of `routes` takes, with what every request gets (requestEssentials.ts)
 * and the JSON parser's and error handler's answers, as Express would give them. Returns whether
 * it took the request; one it did not take is Express's.
 */
export function plainRoutes(
  routes: PlainRoute[],
  essentials: RequestEssentials,
  logError: ErrorLog,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const answer = (route: PlainRoute, req: IncomingMessage, res: ServerResponse) => {
    const requestId = essentials.begin(req, res, () => route.path);
    const fail = (error: unknown) => {
      if (res.headersSent) return void res.destroy();
      const { status, body, retryAfterSeconds } = errorAnswer(error, req, requestId, logError);
      if (retryAfterSeconds) res.setHeader("Retry-After", String(retryAfterSeconds));
      sendJson(res, status, body);
    };
    essentials.prepare(req, res, (refusal) => {
      if (refusal) return fail(refusal);
      readJsonBody(
        req,
        (body) => {
          // As Express's `/api` does, after its body parser.
          res.setHeader("Cache-Control", "no-store");
          route.answer(body, req).then((value) => sendJson(res, 200, value), fail);
        },
        fail,
      );
    });
  };

  return (req, res) => {
    const route = routes.find((candidate) => takes(candidate, req));
    if (!route) return false;
    answer(route, req, res);
    return true;
  };
}

function takes(route: PlainRoute, req: IncomingMessage): boolean {
  if (req.method !== route.method) return false;
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)) === route.path && hasPlainJsonBody(req);
}

const JSON_UTF8 = /^application\/json\s*(?:;\s*charset=(?:utf-8|"utf-8")\s*)?$/i;

/**
 * A body this lane reads as Express's parser would: `application/json` in UTF-8, not compressed,
 * of a declared length within the limit. Any other body — chunked, compressed, too large, of
 * another type — goes to Express, whose parser answers for it.
 */
function hasPlainJsonBody(req: IncomingMessage): boolean {
  const { headers } = req;
  const length = Number(headers["content-length"]);
  return (
    length > 0 &&
    length <= JSON_BODY_LIMIT_BYTES &&
    headers["transfer-encoding"] === undefined &&
    (headers["content-encoding"] === undefined || headers["content-encoding"].toLowerCase() === "identity") &&
    JSON_UTF8.test(headers["content-type"] ?? "")
  );
}

/** The first character that is not JSON's whitespace, as body-parser's strict mode reads it. */
const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/;

/** The body as JSON, strict as body-parser: an object or an array; a byte-order mark is dropped. */
function readJsonBody(req: IncomingMessage, parsed: (body: unknown) => void, fail: (error: unknown) => void): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  // A client gone mid-body: answered as Express's parser answers it, though nobody is left to
  // read it, so that the request ends and stops counting as at work (shutdown.ts).
  req.on("error", () => fail(AppError.badRequest(BAD_REQUEST)));
  req.on("end", () => {
    const text = Buffer.concat(chunks)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const first = FIRST_CHARACTER.exec(text)?.[1];
    if (first !== "{" && first !== "[") return fail(invalidJsonBody());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(invalidJsonBody());
    }
    parsed(body);
  });
}

/** What Express's `res.json` sends. */
function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
