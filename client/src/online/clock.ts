/**
 * The exam clock follows the server, not the phone: a phone's clock may be minutes off. Each reply
 * says the deadline and the server's time; the difference is counted on this device from the
 * moment the reply arrived.
 */

/** The deadline on this device's clock (milliseconds since the epoch). */
export function localDeadline(deadlineAt: string, serverNow: string, receivedAt = Date.now()): number {
  return receivedAt + (Date.parse(deadlineAt) - Date.parse(serverNow));
}

export function secondsLeft(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whether a new reading should restart the clock: the teacher moved the deadline, not just the
 * network's delay differing between two replies.
 */
export function deadlineMoved(current: number | null, next: number): boolean {
  return current === null || Math.abs(current - next) >= 2000;
}
