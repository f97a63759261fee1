import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pruneThrottles } from "../../server/db/queries/loginThrottles";
import { loginThrottles } from "../../server/db/schema";
import { THROTTLE_KEEP_MS } from "../../server/services/auth/throttlePruning";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

describe("pruning the sign-in and access-code counters", () => {
  it("forgets what is a week untouched and not locked; keeps recent rows and running locks", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - THROTTLE_KEEP_MS - 60_000);
    const recent = new Date(now.getTime() - THROTTLE_KEEP_MS + 60_000);
    const key = (name: string) => `#teste:${randomUUID()}:${name}`;
    const rows = {
      oldMark: { email: key("marca-antiga"), ip: "10.0.0.1", failures: 0, windowStartedAt: old, lockedUntil: null },
      oldEndedLock: {
        email: key("bloqueio-vencido"),
        ip: "10.0.0.2",
        failures: 0,
        windowStartedAt: old,
        lockedUntil: new Date(now.getTime() - 1_000),
      },
      oldRunningLock: {
        email: key("bloqueio-ativo"),
        ip: "10.0.0.3",
        failures: 0,
        windowStartedAt: old,
        lockedUntil: new Date(now.getTime() + 60_000),
      },
      recentCount: { email: key("contagem-recente"), ip: "10.0.0.4", failures: 3, windowStartedAt: recent, lockedUntil: null },
    };
    await app.db.insert(loginThrottles).values(Object.values(rows));

    await pruneThrottles(app.db, now, THROTTLE_KEEP_MS);

    const left = await app.db
      .select({ email: loginThrottles.email })
      .from(loginThrottles)
      .where(
        inArray(
          loginThrottles.email,
          Object.values(rows).map((row) => row.email),
        ),
      );
    expect(left.map((row) => row.email).sort()).toEqual([rows.oldRunningLock.email, rows.recentCount.email].sort());
  });
});
