import { randomInt } from "node:crypto";

/**
 * Exam codes are read aloud in class and typed on phones: six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), about a billion codes, so collisions are rare and retried.
 */
export const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const EXAM_CODE_LENGTH = 6;

const randomCode = (length: number) => {
  let code = "";
  for (let index = 0; index < length; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
};

export const generateExamCode = () => randomCode(EXAM_CODE_LENGTH);

/**
 * What an answer sheet's QR says: ten characters (about 2^49 codes), opaque (no name, no id), so a
 * sheet found on the floor tells nothing and a made-up code matches nothing.
 */
export const SHEET_CODE_LENGTH = 10;
export const generateSheetCode = () => randomCode(SHEET_CODE_LENGTH);
