import type { Memberships } from "../../db/queries/memberships";
import type { UserRow } from "../../db/schema";
import type { Change } from "../cache/changes";

type SignedIn = UserRow & Memberships;

/** Beyond this many signed-in tokens the memory is emptied rather than grown. */
const MAX_ENTRIES = 20_000;

/**
 * Signed-in users by token hash, remembered for a few seconds so that the pages a user opens in
 * a row do not each ask the database who they are (a third of the statements of a typical read).
 *
 * - Never past the session's own expiry.
 * - Kept with the user's schools and classes, which scope every record they read.
 * - Emptied whenever a service announces a change to users, sessions or organisations
 *   (RECENT_SESSIONS_SOURCES, through cache/changes.ts): signing out, deactivating a user, changing
 *   a role, a photo, a password, a school or a class taught take effect on the next request, on
 *   every instance (changeBroadcast.ts).
 */
export class RecentSessions {
  private readonly entries = new Map<string, { user: SignedIn; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): SignedIn | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  remember(tokenHash: string, user: SignedIn, sessionExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { user, until: Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** What a remembered sign-in is read from: the user's row, their memberships and the session. */
export const RECENT_SESSIONS_SOURCES: readonly Change[] = ["users", "sessions", "organizations"];
