import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../server/services/auth/passwords";

describe("passwords (bcrypt in worker threads)", () => {
  it("hashes with cost 10 and verifies right and wrong passwords, many at once", async () => {
    const hash = await hashPassword("segredo-da-escola");
    expect(bcrypt.getRounds(hash)).toBe(10);
    expect(bcrypt.compareSync("segredo-da-escola", hash)).toBe(true);
    const checks = await Promise.all(
      Array.from({ length: 8 }, (_, index) => verifyPassword(index % 2 ? "segredo-da-escola" : "outra", hash)),
    );
    expect(checks).toEqual([false, true, false, true, false, true, false, true]);
    expect(await burnPasswordCheck("qualquer")).toBe(false);
  });

  it("reports a malformed hash as a failure instead of hanging", async () => {
    await expect(verifyPassword("x", "não é um hash")).resolves.toBe(false);
  });

  it("lets the process end once no password is being checked (idle workers hold nothing open)", () => {
    const dir = mkdtempSync(join(tmpdir(), "avaliacoes-senhas-"));
    const script = join(dir, "hash.mts");
    const passwords = resolve("server/services/auth/passwords.ts");
    writeFileSync(
      script,
      `import { hashPassword } from ${JSON.stringify(passwords)};\nconsole.log((await hashPassword("x")).slice(0, 4));\n`,
    );
    const run = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", timeout: 20_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stdout.trim(), run.stderr).toBe("$2b$");
    expect(run.status).toBe(0);
  });
});
