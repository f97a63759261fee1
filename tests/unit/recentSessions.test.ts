import { describe, expect, it } from "vitest";
import type { Memberships } from "../../server/db/queries/memberships";
import type { UserRow } from "../../server/db/schema";
import { RECENT_SESSIONS_SOURCES, RecentSessions } from "../../server/services/auth/recentSessions";
import { changed, emptyOnChange } from "../../server/services/cache/changes";

const user = { id: "u1", role: "professor", schoolIds: [], classIds: [] } as unknown as UserRow & Memberships;
const signedIn = { user, tokenHash: "hash-of-the-token" };

describe("RecentSessions", () => {
  it("remembers a token for the limit at most, and never past the session's end", () => {
    let now = 1_000;
    const recent = new RecentSessions(5_000, () => now);
    recent.remember("long", signedIn, new Date(60_000));
    recent.remember("ending", signedIn, new Date(3_000));
    now = 2_999;
    expect(recent.get("long")).toBe(signedIn);
    expect(recent.get("ending")).toBe(signedIn);
    now = 3_000;
    expect(recent.get("ending")).toBeUndefined();
    now = 5_999;
    expect(recent.get("long")).toBe(signedIn);
    now = 6_000;
    expect(recent.get("long")).toBeUndefined();
  });

  it("forgets everything when cleared, and remembers nothing with a limit of 0", () => {
    const recent = new RecentSessions(5_000);
    recent.remember("a", signedIn, new Date(Date.now() + 60_000));
    recent.clear();
    expect(recent.get("a")).toBeUndefined();
    const off = new RecentSessions(0);
    off.remember("a", signedIn, new Date(Date.now() + 60_000));
    expect(off.get("a")).toBeUndefined();
  });

  it("forgets everything when a user, a session or an organisation (a school, a class taught) changes, and nothing when an exam does", () => {
    const recent = new RecentSessions(5_000);
    const stop = emptyOnChange(recent, RECENT_SESSIONS_SOURCES);
    try {
      const remember = () => recent.remember("a", signedIn, new Date(Date.now() + 60_000));
      remember();
      changed("exams", "attempts");
      expect(recent.get("a")).toBe(signedIn);
      changed("users");
      expect(recent.get("a")).toBeUndefined();
      remember();
      changed("sessions");
      expect(recent.get("a")).toBeUndefined();
      remember();
      changed("organizations");
      expect(recent.get("a")).toBeUndefined();
    } finally {
      stop();
    }
  });
});
