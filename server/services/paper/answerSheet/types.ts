/** One question as the answer sheet shows it: its number in the student's version and how many options it has. */
export interface AnswerSheetQuestion {
  number: number;
  /** Options the question has (2–5 → letters A..); 0 = an essay. */
  choices: number;
}

/** What one printed answer sheet (cartão-resposta) says. */
export interface AnswerSheetData {
  examTitle: string;
  schoolName: string;
  subject: string;
  examCode: string;
  className: string | null;
  /** null: the blank generic sheet, for students not on the roster (it has a student-number bubble grid). */
  student: { name: string; registrationNumber: string | null } | null;
  /** The version letter printed on a named sheet ("A".."D"), or null when the application has one version. */
  version: string | null;
  /** Generic sheet of an application with several versions: the letters to bubble (e.g. ["A","B"]); [] otherwise. */
  versionChoices: string[];
  /** What the QR code says: a short opaque code (e.g. "K7Q2M9XWPA"), never a name. */
  code: string;
  /** 1 to 90, numbered 1..n in the order of the student's version. */
  questions: AnswerSheetQuestion[];
}
