import { randomInt } from "node:crypto";

/**
 * Exam codes are read aloud in class and typed on phones: six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), about a billion codes, so collisions are rare and retried.
 */
export const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const EXAM_CODE_LENGTH = 6;

export function generateExamCode(): string {
  let code = "";
  for (let index = 0; index < EXAM_CODE_LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
