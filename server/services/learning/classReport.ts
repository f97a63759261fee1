import { zonedInstant, zonedParts } from "../../../shared/dateTime";
import { gradeOf, gradeScaleOf } from "../../../shared/grades";
import { bandOf, MOST_MISSED_QUESTIONS, PERCENT_BANDS } from "../../../shared/learning";
import { textOf } from "../../../shared/richText";
import type { ClassReportQuery } from "../../../shared/schemas/learning";
import { termDays, termName, termOfDay, type TermSettings } from "../../../shared/terms";
import type { Database } from "../../db/client";
import { examContent } from "../../db/queries/examContent";
import {
  applicationsOfClassBetween,
  handedInAttemptsOfClass,
  outcomesOfClass,
  type ClassApplicationRow,
} from "../../db/queries/learning";
import type { OutcomeRow } from "../../db/queries/answerOutcomes";
import { listClasses } from "../../db/queries/organizations";
import { listStudents } from "../../db/queries/students";
import { AppError } from "../../errors";
import type { ScopedActor } from "../../policies/exams";
import { rosterReach } from "../../policies/organizations";
import { percentageOf } from "../results/results";
import { catalogueTexts } from "../results/descriptorTexts";
import { termSettings } from "../settings/terms";
import { skillsOf } from "./skills";
import { mean, roundTo } from "../common/figures";

const CLASS_NOT_FOUND = "Turma não encontrada.";
const QUESTION_TEXT_LENGTH = 140;

/** The term asked for, else the one today falls in, with its first and last days and the instants that bound it. */
export function termWindow(settings: TermSettings, query: Pick<ClassReportQuery, "year" | "term">, today = new Date()) {
  const now = zonedParts(today);
  const year = query.year ?? now.year;
  const number = Math.min(query.term ?? termOfDay(settings, now.month, now.day), settings.starts.length);
  const { first, last } = termDays(settings, year, number);
  const [lastYear, lastMonth, lastDay] = last.split("-").map(Number);
  const [firstYear, firstMonth, firstDay] = first.split("-").map(Number);
  const midnight = { hour: 0, minute: 0 };
  return {
    kind: settings.kind,
    year,
    number,
    name: termName(settings.kind, number),
    first,
    last,
    from: zonedInstant({ year: firstYear, month: firstMonth, day: firstDay }, midnight),
    // Midnight after the last day, on the schools' clock.
    to: zonedInstant({ year: lastYear, month: lastMonth, day: lastDay + 1 }, midnight),
  };
}

/** The questions of the term's exams the class earned the least of, weakest first (points earned of those possible). */
async function mostMissed(db: Database, applications: ClassApplicationRow[], outcomes: OutcomeRow[]) {
  const tallies = new Map<string, { applicationId: string; questionId: string; earned: number; possible: number }>();
  for (const row of outcomes) {
    if (row.outcome === "pending" || row.outcome === "annulled") continue;
    const key = `${row.application_id}/${row.question_id}`;
    const tally = tallies.get(key) ?? { applicationId: row.application_id, questionId: row.question_id, earned: 0, possible: 0 };
    tally.earned += row.earned ?? 0;
    tally.possible += row.points;
    tallies.set(key, tally);
  }
  const weakest = [...tallies.values()]
    .filter((tally) => tally.possible > 0)
    .map((tally) => ({ ...tally, rate: tally.earned / tally.possible }))
    // A question everyone got right was missed by no one.
    .filter((tally) => tally.rate < 1)
    .sort((a, b) => a.rate - b.rate)
    .slice(0, MOST_MISSED_QUESTIONS);
  const examIds = [
    ...new Set(weakest.map((item) => applications.find((app) => app.application_id === item.applicationId)!.exam_id)),
  ];
  const contents = new Map(await Promise.all(examIds.map(async (id) => [id, await examContent(db, id)] as const)));
  return weakest.map((item) => {
    const application = applications.find((app) => app.application_id === item.applicationId)!;
    const content = contents.get(application.exam_id) ?? [];
    const index = content.findIndex((question) => question.id === item.questionId);
    const text = index >= 0 ? textOf(content[index].questionText) : "";
    return {
      applicationId: item.applicationId,
      examTitle: application.exam_title,
      number: index + 1,
      text: text.length > QUESTION_TEXT_LENGTH ? `${text.slice(0, QUESTION_TEXT_LENGTH - 1)}…` : text,
      rate: Math.min(1, item.rate),
    };
  });
}

/**
 * A class over a term (docs/product.md#25-learning-reports): each exam applied to it with the
 * average, the distribution and who handed in; each student's grades with those under the passing
 * grade flagged; each skill per exam; the questions most missed. For whoever reads the class's
 * roster; any other caller gets 404.
 */
export async function classReport(db: Database, actor: ScopedActor, classId: string, query: ClassReportQuery) {
  const [schoolClass] = await listClasses(db, { id: classId }, rosterReach(actor));
  if (!schoolClass) throw AppError.notFound(CLASS_NOT_FOUND);
  const term = termWindow(await termSettings(db), query);
  const applications = await applicationsOfClassBetween(db, classId, term.from, term.to);
  const ids = applications.map((row) => row.application_id);
  const [roster, attempts, outcomes] = await Promise.all([
    listStudents(db, classId),
    handedInAttemptsOfClass(db, classId, ids),
    outcomesOfClass(db, classId, ids),
  ]);

  const results = attempts.map((row) => {
    const application = applications.find((app) => app.application_id === row.application_id)!;
    const scale = gradeScaleOf({ maxGrade: application.max_grade, gradeRounding: application.grade_rounding });
    const score = row.score ?? 0;
    const maxScore = row.max_score ?? 0;
    return { ...row, grade: gradeOf(score, maxScore, scale), percentage: percentageOf(score, maxScore) };
  });

  const exams = applications.map((application) => {
    const handedIn = results.filter((row) => row.application_id === application.application_id);
    const distribution = PERCENT_BANDS.map(() => 0);
    for (const row of handedIn) distribution[bandOf(row.percentage)] += 1;
    const averageGrade = mean(handedIn.map((row) => row.grade));
    const averagePercentage = mean(handedIn.map((row) => row.percentage));
    return {
      applicationId: application.application_id,
      examId: application.exam_id,
      title: application.exam_title,
      subject: application.subject,
      startsAt: new Date(application.starts_at),
      maxGrade: application.max_grade,
      rosterSize: roster.length,
      handedIn: handedIn.length,
      averageGrade: averageGrade === null ? null : roundTo(averageGrade, 1),
      averagePercentage: averagePercentage === null ? null : roundTo(averagePercentage, 1),
      distribution,
    };
  });

  // The roster, then anyone who handed in and has left it since (or was never on it).
  const people = roster.map((student) => ({ key: student.id, studentId: student.id as string | null, name: student.name }));
  for (const row of results) {
    const key = row.student_id ?? `name:${row.student_name}`;
    if (!people.some((person) => person.key === key)) people.push({ key, studentId: row.student_id, name: row.student_name });
  }
  const passingPercentage = query.passingGrade * 10;
  const students = people.map((person) => {
    const mine = results.filter((row) => (row.student_id ?? `name:${row.student_name}`) === person.key);
    const cells = applications.map((application) => {
      const found = mine.find((row) => row.application_id === application.application_id);
      return found
        ? {
            grade: found.grade,
            percentage: found.percentage,
            below: found.grade < (query.passingGrade * application.max_grade) / 10,
          }
        : null;
    });
    const average = mean(mine.map((row) => row.percentage));
    return {
      studentId: person.studentId,
      name: person.name,
      results: cells,
      averagePercentage: average === null ? null : roundTo(average, 1),
      below: average !== null && average < passingPercentage,
    };
  });

  const subjectOf = new Map(applications.map((row) => [row.exam_id, row.subject]));
  const subject = (examId: string) => subjectOf.get(examId) ?? "";
  const keyOf = (skill: { subject: string; kind: string; code: string }) =>
    `${skill.subject}\u0000${skill.kind}\u0000${skill.code}`;
  const outcomesOf = new Map<string, OutcomeRow[]>();
  for (const row of outcomes) {
    const list = outcomesOf.get(row.application_id);
    if (list) list.push(row);
    else outcomesOf.set(row.application_id, [row]);
  }
  const perExam = applications.map(
    (application) =>
      new Map(skillsOf(outcomesOf.get(application.application_id) ?? [], subject).map((skill) => [keyOf(skill), skill.rate])),
  );
  const overall = skillsOf(outcomes, subject);
  // One catalogue lookup per subject and grade level among the term's exams.
  const contexts = new Map(applications.map((row) => [`${row.subject}\u0000${row.grade_level_id}`, row]));
  const texts = new Map<string, string>();
  for (const application of contexts.values()) {
    const codes = overall.filter((skill) => skill.subject === application.subject).map((skill) => skill.code);
    const found = await catalogueTexts(db, codes, { subject: application.subject, gradeLevelId: application.grade_level_id });
    for (const [code, text] of found) texts.set(`${application.subject}\u0000${code}`, text);
  }
  const skills = overall.map((skill) => ({
    ...skill,
    text: texts.get(`${skill.subject}\u0000${skill.code}`) ?? null,
    byExam: perExam.map((rates) => rates.get(keyOf(skill)) ?? null),
  }));

  return {
    class: {
      id: schoolClass.id,
      name: schoolClass.name,
      schoolName: schoolClass.schoolName,
      gradeLevelName: schoolClass.gradeLevelName,
      year: schoolClass.year,
    },
    term: { kind: term.kind, year: term.year, number: term.number, name: term.name, first: term.first, last: term.last },
    passingGrade: query.passingGrade,
    exams,
    students,
    skills,
    missedQuestions: await mostMissed(db, applications, outcomes),
  };
}

export type ClassLearning = Awaited<ReturnType<typeof classReport>>;
