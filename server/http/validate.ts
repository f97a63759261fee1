import type { Request, RequestHandler } from "express";
import { z } from "zod";
import { validationError } from "../errors";

// Zod's own messages (a wrong type, a missing field) in Brazilian Portuguese, like the schemas' own.
z.config(z.locales.ptBR());

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
    try {
      for (const part of ["params", "query", "body"] as const) {
        const schema = schemas[part];
        if (schema) values[part] = parsedPart(schema, req[part]);
      }
    } catch (error) {
      return next(error);
    }
    (req as WithParsed)[PARSED] = values;
    next();
  };
}

/** One part of a request parsed with its schema; also for a handler that does not go through `validate`. */
export function parsedPart<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parsed<S extends RequestSchemas>(req: Request, _schemas: S): Parsed<S> {
  const values = (req as WithParsed)[PARSED];
  if (!values) throw new Error("validate() não foi aplicado a esta rota");
  return values as Parsed<S>;
}
