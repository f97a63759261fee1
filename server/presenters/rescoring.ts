/** A change's answer, plus how many handed-in attempts it re-scored when there were any. */
export function withRescored<T extends object>(body: T, rescoredAttempts: number): T & { rescoredAttempts?: number } {
  return rescoredAttempts > 0 ? { ...body, rescoredAttempts } : body;
}
