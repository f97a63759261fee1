import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * Configuration read from the environment once, at start-up. A bad value stops the start with a
 * one-line message that names the variable.
 */

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ["true", "false", "1", "0", "on", "off", "yes", "no"].includes(value), {
    message: "use true ou false",
  })
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const PROXY_HOPS = "use o número de proxies à frente do servidor (0 a 10)";

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const BACKUP_KEEP = "deve ser um número inteiro de backups, de 0 (nenhum) a 365";

const RETENTION_YEARS = "deve ser um número inteiro de anos, de 1 a 100";

/** How many years students' attempts are kept (`ATTEMPT_RETENTION_YEARS`, and `npm run retention -- --years`). */
export const retentionYearsField = z.coerce
  .number({ error: RETENTION_YEARS })
  .int(RETENTION_YEARS)
  .min(1, RETENTION_YEARS)
  .max(100, RETENTION_YEARS);

const environmentSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["production", "development", "test"]).default("production")),
    HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: "deve ser um número" })
        .int("deve ser um número inteiro")
        .min(1, "deve estar entre 1 e 65535")
        .max(65535, "deve estar entre 1 e 65535")
        .default(5000),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, "deve começar com postgres:// ou postgresql://")
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "deve ter pelo menos 32 caracteres").optional()),
    SESSION_TTL_HOURS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: "deve ser um número" })
        .positive("deve ser maior que zero")
        .default(24 * 7),
    ),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email("deve ser um email válido").optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(6, "deve ter pelo menos 6 caracteres")
        .refine((value) => Buffer.byteLength(value) <= 72, "deve ter no máximo 72 bytes")
        .optional(),
    ),
    DEMO_MODE: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
    // How many reverse proxies stand in front; `true`/`false` still read as 1 and 0.
    TRUST_PROXY: z.preprocess(
      (value) => {
        const text = typeof emptyAsUndefined(value) === "string" ? String(value).trim().toLowerCase() : undefined;
        return text === "true" ? 1 : text === "false" ? 0 : text === undefined ? 0 : Number(text);
      },
      z.number({ error: PROXY_HOPS }).int(PROXY_HOPS).min(0, PROXY_HOPS).max(10, PROXY_HOPS),
    ),
    ATTEMPT_RETENTION_YEARS: z.preprocess(emptyAsUndefined, retentionYearsField.default(5)),
    // A guessable token would open the metrics to anyone who can reach the server.
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, "deve ter pelo menos 24 caracteres").optional()),
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(["text", "json"], { error: "use text ou json" }).default("text")),
    BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    BACKUP_KEEP: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ error: BACKUP_KEEP }).int(BACKUP_KEEP).min(0, BACKUP_KEEP).max(365, BACKUP_KEEP).default(7),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "deve ser definido junto com o outro (ADMIN_EMAIL e ADMIN_PASSWORD)",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "é obrigatório em produção com DATABASE_URL" });
    }
  });

export interface Config {
  nodeEnv: "production" | "development" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  sessionTtlMs: number;
  bootstrapAdmin: { email: string; password: string } | undefined;
  demoMode: boolean;
  trustProxyHops: number;
  /** Attempts older than this are removed by `npm run retention` (docs/architecture.md#17-audit-log-and-lgpd). */
  attemptRetentionYears: number;
  /** The bearer token of `GET /metrics`; without one the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Log lines as text, or as one JSON object per line for a log collector. */
  logFormat: "text" | "json";
  /** Where backups are written: `npm run backup`'s default, and the embedded database's daily ones. */
  backupDir: string;
  /** How many daily backups the embedded database keeps; 0 takes none. */
  backupKeep: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuração inválida: ${String(issue.path[0] ?? "ambiente")} ${issue.message}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    sessionSecret: values.SESSION_SECRET ?? persistedSessionSecret(dataDir),
    sessionTtlMs: values.SESSION_TTL_HOURS * 3_600_000,
    bootstrapAdmin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    // Demo data helps someone trying the app on their machine; a real deployment starts empty.
    demoMode: values.DEMO_MODE ?? !values.DATABASE_URL,
    trustProxyHops: values.TRUST_PROXY,
    attemptRetentionYears: values.ATTEMPT_RETENTION_YEARS,
    metricsToken: values.METRICS_TOKEN,
    logFormat: values.LOG_FORMAT,
    backupDir: values.BACKUP_DIR ? resolve(values.BACKUP_DIR) : join(dataDir, "backups"),
    backupKeep: values.BACKUP_KEEP,
  };
}

/** Generated once and kept beside the data, so sessions survive a restart without any setup. */
function persistedSessionSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
