import { z } from "zod";

/**
 * Pieces of the response schemas. Every object of an answer is strict, so a field the server
 * sends and the schema does not name, or one it names and the server leaves out, fails the
 * contract tests (tests/contract). The server does not parse its answers with these: the tests are
 * the check (see docs/architecture.md, presenters and response schemas).
 */

export const id = z.uuid();

/** Dates travel as ISO strings in UTC (`2026-03-01T12:00:00.000Z`). */
export const isoDateTime = z.iso.datetime();

/** A change that re-scored handed-in attempts says how many; otherwise the field is absent. */
export const rescoredAttempts = { rescoredAttempts: z.number().int().positive().optional() };
