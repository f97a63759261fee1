import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { scratchFolder } from "../support/scratchFolder";

const root = scratchFolder("config");
const dataDir = () => mkdtempSync(join(root, "data-"));

describe("loadConfig", () => {
  it("defaults to port 5000, the embedded database under ./data, and demo mode on", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 5000, databaseUrl: undefined, dataDir: dir, demoMode: true, bootstrapAdmin: undefined });
    expect(loadConfig({ SESSION_SECRET: "s".repeat(32) }).dataDir).toBe(join(process.cwd(), "data"));
  });

  it("generates the session secret once and keeps it in DATA_DIR, readable only by the owner", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "session-secret")).mode & 0o077).toBe(0);
  });

  it("turns demo mode off by default with DATABASE_URL, and lets DEMO_MODE decide", () => {
    const base = { DATA_DIR: dataDir(), DATABASE_URL: "postgres://app@127.0.0.1/escola", SESSION_SECRET: "s".repeat(32) };
    expect(loadConfig(base).demoMode).toBe(false);
    expect(loadConfig({ ...base, DEMO_MODE: "true" }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_MODE: "off" }).demoMode).toBe(false);
  });

  it("reads TRUST_PROXY as the number of proxies in front, true and false as 1 and 0", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxyHops).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
  });

  it("reads the metrics' token and the log format, text by default", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "m".repeat(24), LOG_FORMAT: "json" });
    expect(config).toMatchObject({ metricsToken: "m".repeat(24), logFormat: "json" });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ metricsToken: undefined, logFormat: "text" });
  });

  it("keeps 7 daily backups in DATA_DIR/backups unless BACKUP_DIR and BACKUP_KEEP say otherwise", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ backupDir: join(dir, "backups"), backupKeep: 7 });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_DIR: "/srv/backups", BACKUP_KEEP: "0" })).toMatchObject({
      backupDir: "/srv/backups",
      backupKeep: 0,
    });
  });

  it("reads the bootstrap administrator", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: "TI@Escola.br", ADMIN_PASSWORD: "segura123" });
    expect(config.bootstrapAdmin).toEqual({ email: "ti@escola.br", password: "segura123" });
  });

  it.each([
    [{ PORT: "abc" }, "Configuração inválida: PORT deve ser um número"],
    [{ PORT: "70000" }, "Configuração inválida: PORT deve estar entre 1 e 65535"],
    [{ DATABASE_URL: "mysql://x" }, "Configuração inválida: DATABASE_URL deve começar com postgres:// ou postgresql://"],
    [{ SESSION_SECRET: "curto" }, "Configuração inválida: SESSION_SECRET deve ter pelo menos 32 caracteres"],
    [{ METRICS_TOKEN: "curto" }, "Configuração inválida: METRICS_TOKEN deve ter pelo menos 24 caracteres"],
    [{ LOG_FORMAT: "xml" }, "Configuração inválida: LOG_FORMAT use text ou json"],
    [
      { BACKUP_KEEP: "uma semana" },
      "Configuração inválida: BACKUP_KEEP deve ser um número inteiro de backups, de 0 (nenhum) a 365",
    ],
    [{ BACKUP_KEEP: "-1" }, "Configuração inválida: BACKUP_KEEP deve ser um número inteiro de backups, de 0 (nenhum) a 365"],
    [{ DEMO_MODE: "talvez" }, "Configuração inválida: DEMO_MODE use true ou false"],
    [{ TRUST_PROXY: "muitos" }, "Configuração inválida: TRUST_PROXY use o número de proxies à frente do servidor (0 a 10)"],
    [{ TRUST_PROXY: "-1" }, "Configuração inválida: TRUST_PROXY use o número de proxies à frente do servidor (0 a 10)"],
    [
      { ADMIN_EMAIL: "ti@escola.br" },
      "Configuração inválida: ADMIN_PASSWORD deve ser definido junto com o outro (ADMIN_EMAIL e ADMIN_PASSWORD)",
    ],
    [{ ADMIN_EMAIL: "nao-e-email", ADMIN_PASSWORD: "segura123" }, "Configuração inválida: ADMIN_EMAIL deve ser um email válido"],
    [
      { NODE_ENV: "production", DATABASE_URL: "postgres://app@127.0.0.1/escola" },
      "Configuração inválida: SESSION_SECRET é obrigatório em produção com DATABASE_URL",
    ],
  ])("stops with a one-line message naming the variable: %o", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
