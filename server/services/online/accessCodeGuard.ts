import type { Database } from "../../db/client";
import { findThrottles, markThrottlePair, recordLoginFailure, type ThrottleRow } from "../../db/queries/loginThrottles";
import { AppError } from "../../errors";

/**
 * Guessing students' access codes, and what stops it without locking a class out.
 *
 * A code is six characters of 31 (about 887 million); a class holds a few dozen. What a guess
 * learns is only whether the code enters this exam: an unknown code, one of a class the exam is
 * not applied to, and any other code not valid here all get the same answer (400, same body).
 *
 * - Wrong codes are counted per exam and address: 100 in 15 minutes lock that address out of the
 *   exam for 15 minutes. A class behind its school's router shares one address, and its typos
 *   stay far below that.
 * - Wrong codes are also counted per exam across all addresses: 1,000 in 15 minutes (ten
 *   addresses at their limit) lock the exam for 15 minutes to addresses from which no one has
 *   entered it yet, which stops guessing spread over many addresses; a school from which
 *   students already entered goes on under its own count.
 * - Entering with a valid code never erases failures, so slipping one's own code in between
 *   guesses does not reset anything.
 * - While an address is locked, codes that already entered this exam from that address still get
 *   in: the class's students who entered can resume on another device. Any other code, valid or
 *   not, gets the same refusal, so a lock reveals nothing either.
 *
 * The counters live in `login_throttles` (key, address): `#prova:<exam>:erros` per address and
 * with the address `*` for the whole exam; who entered from where as `#prova:<exam>:entrou`
 * (the address) and `#prova:<exam>:<student>` (the student from that address). Kept in the
 * database, they hold across restarts and every instance of the app. The public routes' lookup
 * limit (server/routes/online.ts) caps the pace of guesses, locked or not.
 */
const PER_ADDRESS = { maxFailures: 100, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const PER_EXAM = { maxFailures: 1_000, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const EVERY_ADDRESS = "*";

const failuresKey = (examId: string) => `#prova:${examId}:erros`;
const addressEnteredKey = (examId: string) => `#prova:${examId}:entrou`;
const studentEnteredKey = (examId: string, studentId: string) => `#prova:${examId}:${studentId}`;

export const UNKNOWN_CODE = "Código de acesso não encontrado. Confira o código com seu professor.";

const lockedMessage = (minutes: number) =>
  `Muitas tentativas com códigos de acesso inválidos nesta prova a partir desta rede. Quem já entrou pode continuar; ` +
  `os demais aguardem ${minutes} minuto${minutes > 1 ? "s" : ""} e tentem de novo.`;

function lockOf(rows: ThrottleRow[], key: string, ip: string, now: Date): Date | null {
  const row = rows.find((candidate) => candidate.email === key && candidate.ip === ip);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Lets a student in with an access code under the limits above. `resolve` finds what the code
 * enters (undefined when it is not valid for this exam); the student it names is the one let in.
 */
export async function admitAccessCode<T extends { student: { id: string } }>(
  db: Database,
  where: { examId: string; ip: string; now: Date },
  resolve: () => Promise<T | undefined>,
): Promise<T> {
  const { examId, ip, now } = where;
  const errors = failuresKey(examId);
  const [rows, found] = await Promise.all([
    findThrottles(db, [
      { key: errors, ip },
      { key: errors, ip: EVERY_ADDRESS },
      { key: addressEnteredKey(examId), ip },
    ]),
    resolve(),
  ]);
  const addressLock = lockOf(rows, errors, ip, now);
  const examLock = rows.some((row) => row.email === addressEnteredKey(examId)) ? null : lockOf(rows, errors, EVERY_ADDRESS, now);
  const lockedUntil = addressLock ?? examLock;

  if (lockedUntil) {
    const resumes = found && (await findThrottles(db, [{ key: studentEnteredKey(examId, found.student.id), ip }])).length > 0;
    if (!found || !resumes)
      throw AppError.tooManyRequests(lockedMessage(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000))), {
        now,
        until: lockedUntil,
      });
    return found;
  }
  if (!found) {
    await recordLoginFailure(db, errors, ip, now, PER_ADDRESS);
    await recordLoginFailure(db, errors, EVERY_ADDRESS, now, PER_EXAM);
    throw AppError.badRequest(UNKNOWN_CODE, { accessCode: UNKNOWN_CODE });
  }
  await markThrottlePair(db, addressEnteredKey(examId), ip, now);
  await markThrottlePair(db, studentEnteredKey(examId, found.student.id), ip, now);
  return found;
}
