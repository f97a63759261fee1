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

/**
 * The key of the school's logo on the entry screen, before any attempt exists: the exam id signed
 * together with the logo's id, so it opens that logo only, and only while the exam shows it.
 */
export function headingImageCapability(examId: string, objectId: string, secret: string): string {
  return signed(examId, headingMessage(objectId)(examId), secret);
}

/** The exam id a heading capability was made for together with `objectId`, or undefined. */
export function examIdFromHeadingImageCapability(capability: string, objectId: string, secret: string): string | undefined {
  return verified(capability, headingMessage(objectId), secret);
}

const attemptMessage = (attemptId: string) => `attempt:${attemptId}`;
const headingMessage = (objectId: string) => (examId: string) => `exam-heading:${examId}:${objectId.toLowerCase()}`;
const imageMessage = (objectId: string) => (attemptId: string) => `attempt-image:${attemptId}:${objectId.toLowerCase()}`;

/** `<id>.<signature>`: the id (an attempt's or an exam's) in the clear, the message signed. */
function signed(id: string, message: string, secret: string): string {
  return `${id}.${signature(message, secret)}`;
}

function verified(token: string, message: (id: string) => string, secret: string): string | undefined {
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const expected = Buffer.from(signature(message(id), secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : undefined;
}

function signature(message: string, secret: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url");
}
