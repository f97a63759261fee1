import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The key a student's device holds to an attempt: the attempt id signed with the server's secret.
 * Nothing is stored, so every device the student enters from (with the access code) gets the same
 * key and an offline device's queued answers still go through after the student moved to another.
 */
export function attemptToken(attemptId: string, secret: string): string {
  return signed(attemptId, attemptMessage(attemptId), secret);
}

/** The attempt id the token was made for, or undefined for anything forged or malformed. */
export function attemptIdFromToken(token: string, secret: string): string | undefined {
  return verified(token, attemptMessage, secret);
}

/**
 * The key the student page's `<img>` of one stored image carries (an image cannot send the
 * attempt's header): the attempt id signed together with the image's id, so it opens that image
 * and no other, and under a message of its own, so it never passes for the attempt's key.
 */
export function imageCapability(attemptId: string, objectId: string, secret: string): string {
  return signed(attemptId, imageMessage(objectId)(attemptId), secret);
}

/** The attempt id a capability was made for together with `objectId`, or undefined. */
export function attemptIdFromImageCapability(capability: string, objectId: string, secret: string): string | undefined {
  return verified(capability, imageMessage(objectId), secret);
}

const attemptMessage = (attemptId: string) => `attempt:${attemptId}`;
const imageMessage = (objectId: string) => (attemptId: string) => `attempt-image:${attemptId}:${objectId.toLowerCase()}`;

function signed(attemptId: string, message: string, secret: string): string {
  return `${attemptId}.${signature(message, secret)}`;
}

function verified(token: string, message: (attemptId: string) => string, secret: string): string | undefined {
  const [attemptId, given, ...rest] = token.split(".");
  if (!attemptId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(attemptId)) return undefined;
  const expected = Buffer.from(signature(message(attemptId), secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? attemptId : undefined;
}

function signature(message: string, secret: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url");
}
