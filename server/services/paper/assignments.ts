import type { PrintSize } from "../../../shared/constants";
import type { Database } from "../../db/client";
import type { ApplicationRow } from "../../db/queries/applications";
import * as queries from "../../db/queries/paperAssignments";
import { generateSheetCode } from "../common/codes";

/** A student's copy in a paper application: who, which version (0 = Tipo A), how it is printed, the sheet's code. */
export interface PaperStudent {
  studentId: string;
  name: string;
  registrationNumber: string | null;
  accessCode: string;
  classId: string;
  className: string;
  /** The student's number in the class list (número de chamada): their place in its alphabetical order. */
  rollNumber: number;
  version: number;
  printSize: PrintSize;
  highContrast: boolean;
  sheetCode: string;
}

const assigned = (rows: queries.RosterRow[]) => rows.every((row) => row.sheetCode !== null);

/** Rows come class by class in alphabetical order: a student's number is their place in their class. */
function withRollNumbers(rows: Array<Omit<PaperStudent, "rollNumber">>): PaperStudent[] {
  const counted = new Map<string, number>();
  return rows.map((row) => {
    const rollNumber = (counted.get(row.classId) ?? 0) + 1;
    counted.set(row.classId, rollNumber);
    return { ...row, rollNumber };
  });
}

/**
 * The students of a paper application in roster order with their copies. Versions go round in
 * each class's order (A, B, C, D, A…) so neighbours in the list, seated in that order, differ; a
 * student who joined the class after the application gets the next letter of their position then.
 */
export async function paperRoster(
  db: Database,
  application: Pick<ApplicationRow, "id" | "mode" | "versions">,
  classIds: string[] | null,
): Promise<PaperStudent[]> {
  if (application.mode !== "paper") return [];
  for (let round = 0; round < 3; round++) {
    const rows = await queries.rosterWithAssignments(db, application.id, classIds);
    if (assigned(rows)) return withRollNumbers(rows as Array<Omit<PaperStudent, "rollNumber">>);
    const positionInClass = new Map<string, number>();
    const missing = rows.flatMap((row) => {
      const position = positionInClass.get(row.classId) ?? 0;
      positionInClass.set(row.classId, position + 1);
      if (row.sheetCode !== null) return [];
      const version = position % application.versions;
      return [{ applicationId: application.id, studentId: row.studentId, version, sheetCode: generateSheetCode() }];
    });
    await queries.insertAssignments(db, missing);
  }
  throw new Error(`paper assignments of application ${application.id} could not be completed`);
}
