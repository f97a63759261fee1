import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The key a student's device holds to an attempt: the attempt id signed with the server's secret.
 * Nothing is stored, so every device the student enters from (with the access code) gets the same
 * key and an offline device's queued answers still go through after the student moved to another.
 */
export function attemptToken(attemptId: string, secret: string): string {
  return `${attemptId}.${signature(attemptId, secret)}`;
}

/** The attempt id the token was made for, or undefined for anything forged or malformed. */
export function attemptIdFromToken(token: string, secret: string): string | undefined {
  const [attemptId, given, ...rest] = token.split(".");
  if (!attemptId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(attemptId)) return undefined;
  const expected = Buffer.from(signature(attemptId, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? attemptId : undefined;
}

function signature(attemptId: string, secret: string): string {
  return createHmac("sha256", secret).update(`attempt:${attemptId}`).digest("base64url");
}
