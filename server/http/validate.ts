import type { Request, RequestHandler } from "express";
import type { z } from "zod";
import { validationError } from "../errors";

/**
 * Parses body, query and params with the zod schemas from `shared/`. Handlers read the parsed
 * values through `parsed(req, schemas)`, never the raw request.
 */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

const PARSED = Symbol("parsed");
type WithParsed = Request & { [PARSED]?: Record<string, unknown> };

export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, _res, next) => {
    const values: Record<string, unknown> = {};
    for (const part of ["params", "query", "body"] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (!result.success) return next(validationError(result.error));
      values[part] = result.data;
    }
    (req as WithParsed)[PARSED] = values;
    next();
  };
}

export function parsed<S extends RequestSchemas>(req: Request, _schemas: S): Parsed<S> {
  const values = (req as WithParsed)[PARSED];
  if (!values) throw new Error("validate() não foi aplicado a esta rota");
  return values as Parsed<S>;
}
