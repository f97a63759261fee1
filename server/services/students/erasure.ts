import type { Database } from "../../db/client";
import { anonymiseAttemptsOfStudent } from "../../db/queries/studentData";
import { deleteStudent } from "../../db/queries/students";
import type { ScopedActor } from "../../policies/exams";
import { recordAudit, type AuditActor } from "../audit/record";
import { changed } from "../cache/changes";
import { changeableStudent } from "./students";

/** What an erased student's attempts are called from then on, in results, live views and exports. */
export const ERASED_STUDENT_NAME = "Aluno removido";

const anonymised = (attempts: number) =>
  attempts === 0 ? "não havia provas dele" : attempts === 1 ? "1 prova ficou anônima" : `${attempts} provas ficaram anônimas`;

/**
 * Erases a student (LGPD, docs/product.md#194-student-data-and-the-audit-log), all at once: their attempts lose
 * the link and the name (class, answers and scores stay, so the class's figures and the item
 * analysis do not move), the roster row with the registration number and access code goes, and
 * the audit log says so by ids alone. Open to whoever may change the student's roster.
 */
export async function eraseStudent(db: Database, actor: ScopedActor & AuditActor, id: string): Promise<void> {
  const { schoolClass } = await changeableStudent(db, actor, id);
  await db.transaction(async (tx) => {
    const attempts = await anonymiseAttemptsOfStudent(tx, id, ERASED_STUDENT_NAME);
    await deleteStudent(tx, id);
    await recordAudit(tx, actor, {
      action: "student_erased",
      entityType: "student",
      entityId: id,
      schoolId: schoolClass.schoolId,
      summary: `Dados de um aluno da turma "${schoolClass.name}" apagados; ${anonymised(attempts)}.`,
      before: { className: schoolClass.name, attempts },
      after: { anonymisedAttempts: attempts },
    });
  });
  changed("attempts");
}
