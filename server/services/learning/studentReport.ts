import { gradeOf, gradeScaleOf } from "../../../shared/grades";
import type { Database } from "../../db/client";
import { handedInAttemptsOfStudent, outcomesOfStudent, type StudentAttemptRow } from "../../db/queries/learning";
import { listClasses } from "../../db/queries/organizations";
import { findStudent } from "../../db/queries/students";
import { AppError } from "../../errors";
import type { ScopedActor } from "../../policies/exams";
import { rosterReach } from "../../policies/organizations";
import { percentageOf } from "../results/results";
import { catalogueTexts } from "../results/descriptorTexts";
import { skillsOf } from "./skills";
import { roundTo } from "../common/figures";

const STUDENT_NOT_FOUND = "Aluno não encontrado.";

/** The catalogue's text of every skill, looked up per subject and grade level of the exams that measured it. */
async function skillTexts(db: Database, attempts: StudentAttemptRow[], codesBySubject: Map<string, string[]>) {
  const contexts = new Map<string, { subject: string; gradeLevelId: string }>();
  for (const row of attempts)
    contexts.set(`${row.subject}\u0000${row.grade_level_id}`, { subject: row.subject, gradeLevelId: row.grade_level_id });
  const texts = new Map<string, string>();
  for (const context of contexts.values()) {
    const found = await catalogueTexts(db, codesBySubject.get(context.subject) ?? [], context);
    for (const [code, text] of found)
      if (!texts.has(`${context.subject}\u0000${code}`)) texts.set(`${context.subject}\u0000${code}`, text);
  }
  return texts;
}

/**
 * One student's learning (docs/product.md#25-learning-reports): every exam they handed in, online
 * or on paper, with its grade on the exam's scale, and each skill over all of them. Seen by whoever
 * reads the student's roster; only the attempts in classes the caller reaches count. A student out
 * of reach is not found (404).
 */
export async function studentReport(db: Database, actor: ScopedActor, id: string) {
  const reach = rosterReach(actor);
  const student = await findStudent(db, id);
  const [schoolClass] = student ? await listClasses(db, { id: student.classId }, reach) : [];
  if (!student || !schoolClass) throw AppError.notFound(STUDENT_NOT_FOUND);
  const [attempts, outcomes] = await Promise.all([handedInAttemptsOfStudent(db, id, reach), outcomesOfStudent(db, id, reach)]);
  const pendingOf = new Map<string, number>();
  for (const row of outcomes)
    if (row.outcome === "pending") pendingOf.set(row.attempt_id, (pendingOf.get(row.attempt_id) ?? 0) + 1);
  const exams = attempts.map((row) => {
    const score = row.score ?? 0;
    const maxScore = row.max_score ?? 0;
    const scale = gradeScaleOf({ maxGrade: row.max_grade, gradeRounding: row.grade_rounding });
    return {
      attemptId: row.attempt_id,
      applicationId: row.application_id,
      examId: row.exam_id,
      examTitle: row.exam_title,
      subject: row.subject,
      className: row.class_name,
      source: row.source,
      submittedAt: new Date(row.submitted_at),
      score,
      maxScore,
      percentage: percentageOf(score, maxScore),
      grade: gradeOf(score, maxScore, scale),
      maxGrade: scale.maxGrade,
      pendingEssays: pendingOf.get(row.attempt_id) ?? 0,
    };
  });
  const subjectOf = new Map(attempts.map((row) => [row.exam_id, row.subject]));
  const skills = skillsOf(outcomes, (examId) => subjectOf.get(examId) ?? "");
  const codesBySubject = new Map<string, string[]>();
  for (const skill of skills) codesBySubject.set(skill.subject, [...(codesBySubject.get(skill.subject) ?? []), skill.code]);
  const texts = await skillTexts(db, attempts, codesBySubject);
  const average = exams.length ? exams.reduce((sum, exam) => sum + exam.percentage, 0) / exams.length : null;
  return {
    student: {
      id: student.id,
      name: student.name,
      registrationNumber: student.registrationNumber,
      classId: schoolClass.id,
      className: schoolClass.name,
      gradeLevelName: schoolClass.gradeLevelName,
      year: schoolClass.year,
      schoolId: schoolClass.schoolId,
      schoolName: schoolClass.schoolName,
    },
    exams,
    averagePercentage: average === null ? null : roundTo(average, 1),
    skills: skills.map((skill) => ({ ...skill, text: texts.get(`${skill.subject}\u0000${skill.code}`) ?? null })),
  };
}

export type StudentLearning = Awaited<ReturnType<typeof studentReport>>;
