/** Drizzle wraps driver errors; the PostgreSQL code and constraint are on the error or its cause. */
interface PostgresErrorFields {
  code?: string;
  constraint?: string;
}

function postgresFields(error: unknown): PostgresErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const fields = current as PostgresErrorFields & { cause?: unknown };
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = postgresFields(error);
  return fields?.code === "23505" && (!constraint || fields.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return postgresFields(error)?.code === "23503";
}
