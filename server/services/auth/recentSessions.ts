import type { Memberships } from "../../db/queries/memberships";
import type { UserRow } from "../../db/schema";
import type { Change } from "../cache/changes";

/** A signed-in token's user, and the token's hash, under which its session is stored. */
export interface RecentSession {
  user: UserRow & Memberships;
  tokenHash: string;
}

/** Beyond this many signed-in tokens the memory is emptied rather than grown. */
const MAX_ENTRIES = 20_000;

/**
 * Signed-in users by token, remembered for a few seconds so that the pages a user opens in a row
 * do not each ask the database who they are (a third of the statements of a typical read).
 *
 * - Looked up by the token as sent, so a remembered one is found without hashing it again (the
 *   token's HMAC was the largest of the app's own steps in a profile of a signed-in read).
 * - Never past the session's own expiry.
 * - Kept with the user's schools and classes, which scope every record they read.
 * - Emptied whenever a service announces a change to users, sessions or organisations
 *   (RECENT_SESSIONS_SOURCES, through cache/changes.ts): signing out, deactivating a user, changing
 *   a role, a photo, a password, a school or a class taught take effect on the next request, on
 *   every instance (changeBroadcast.ts).
 */
export class RecentSessions {
  private readonly entries = new Map<string, { session: RecentSession; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): RecentSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.session;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, session: RecentSession, sessionExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { session, until: Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** What a remembered sign-in is read from: the user's row, their memberships and the session. */
export const RECENT_SESSIONS_SOURCES: readonly Change[] = ["users", "sessions", "organizations"];
