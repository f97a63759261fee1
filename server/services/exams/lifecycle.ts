import type { Database } from "../../db/client";
import * as examQueries from "../../db/queries/exams";
import type { ExamScope } from "../../db/queries/exams";
import { insertLink, linksOf } from "../../db/queries/examQuestionLinks";
import { insertQuestions, listQuestionsWithOptions } from "../../db/queries/examQuestions";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { generateExamCode } from "../common/codes";
import { changed } from "../cache/changes";
import { examWithQuestions, findExamOrFail } from "./exams";

/** Draft → published is the one move a person makes; active and completed follow the online applications. */
export async function publishExam(db: Database, scope: ExamScope, id: string) {
  const exam = await findExamOrFail(db, scope, id);
  if (exam.status !== "draft") throw AppError.badRequest("Apenas provas em rascunho podem ser publicadas.");
  await examQueries.updateExam(db, id, { status: "published" });
  changed("exams");
  return findExamOrFail(db, scope, id);
}

/**
 * A new draft with the chosen title, the source's settings and copies of all its questions and
 * options, in one transaction (docs/product.md#77-publishing-duplicating-and-deleting). The copy belongs to whoever duplicates it.
 */
export async function duplicateExam(db: Database, scope: ExamScope, sourceId: string, owner: UserRow, title: string) {
  const source = await examQueries.findExamRow(db, scope, sourceId);
  if (!source) throw AppError.notFound("Prova não encontrada");
  const questions = await listQuestionsWithOptions(db, [sourceId]);

  const id = await db.transaction(async (tx) => {
    const {
      id: _id,
      examCode: _code,
      status: _status,
      creatorId: _creator,
      classId: _class,
      applicationStart: _start,
      applicationEnd: _end,
      createdAt: _created,
      updatedAt: _updated,
      ...settings
    } = source;
    const copy = await examQueries.insertExam(tx, {
      ...settings,
      title,
      description: `${source.description ?? ""} (Cópia)`.trim(),
      // A copy is its new owner's own until they share it.
      sharedWithSchool: false,
      creatorId: owner.id,
      examCode: generateExamCode(),
    });
    await insertQuestions(
      tx,
      copy.id,
      questions.map(({ id: _questionId, examId: _examId, createdAt: _c, updatedAt: _u, options, ...question }) => ({
        ...question,
        options: options.map(({ id: _optionId, questionId: _q, createdAt: _oc, updatedAt: _ou, ...option }) => option),
      })),
    );
    for (const link of await linksOf(tx, [sourceId])) {
      await insertLink(tx, {
        examId: copy.id,
        questionId: link.questionId,
        questionOrder: link.questionOrder,
        points: link.points,
      });
    }
    return copy.id;
  });
  changed("exams");
  return examWithQuestions(db, {}, id);
}
