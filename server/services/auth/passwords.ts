import bcrypt from "bcryptjs";
import { compareInWorker, hashInWorker } from "./passwordWorkers";

/** Cost 10 keeps a sign-in near 60 ms of one core while resisting offline guessing. */
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return hashInWorker(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return compareInWorker(password, hash);
}

/** Compared against when the email is unknown, so a miss takes as long as a wrong password. */
const UNKNOWN_USER_HASH = bcrypt.hashSync("senha-que-nao-existe", BCRYPT_COST);

export async function burnPasswordCheck(password: string): Promise<false> {
  await compareInWorker(password, UNKNOWN_USER_HASH);
  return false;
}
