import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../server/services/passwords";

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
});
