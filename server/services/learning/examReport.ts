import { gradeOf, gradeScaleOf } from "../../../shared/grades";
import { bandOf, PERCENT_BANDS, SKILL_KINDS, skillLevelOf, type SkillKind } from "../../../shared/learning";
import type { Database } from "../../db/client";
import { applicationIdsOfExam, classIdsReachedByExam, handedInScores, skillPointsPerClass } from "../../db/queries/examLearning";
import { listClasses } from "../../db/queries/organizations";
import type { ScopedActor } from "../../policies/exams";
import { examScope } from "../../policies/exams";
import { organizationReach } from "../../policies/organizations";
import type { OrganizationReach } from "../../db/queries/organizations";
import { cacheKeys } from "../cache/cacheKeys";
import type { ReadCache } from "../cache/readCache";
import { findExamOrFail } from "../exams/exams";
import { percentageOf } from "../results/results";
import { catalogueTexts } from "../results/descriptorTexts";
import { mean, naturalOrder, roundTo } from "../common/figures";

/** What a group of attempts (a class, a school, everyone) adds up to. */
interface Tally {
  rosterSize: number;
  grades: number[];
  percentages: number[];
}

function summary(tally: Tally) {
  const count = tally.grades.length;
  const distribution = PERCENT_BANDS.map(() => 0);
  for (const percentage of tally.percentages) distribution[bandOf(percentage)] += 1;
  const average = (values: number[]) => {
    const value = mean(values);
    return value === null ? null : roundTo(value, 1);
  };
  return {
    rosterSize: tally.rosterSize,
    handedIn: count,
    /** Handed in of the roster, in %; null for an empty roster. */
    participation: tally.rosterSize > 0 ? roundTo((count / tally.rosterSize) * 100, 1) : null,
    averageGrade: average(tally.grades),
    averagePercentage: average(tally.percentages),
    distribution,
  };
}

/**
 * One exam across the classes and schools it was applied to (docs/product.md#25-learning-reports):
 * each class and each school side by side (who handed in of the roster, the average, the spread),
 * and each skill per class. For supervisors and administrators; a coordinator or principal sees the
 * classes of their schools only. Scores come from the attempts as stored, skills from the database's
 * sums of the stored outcomes (examLearning.ts), so a network's fifteen thousand attempts are read
 * as a few thousand rows.
 */
export async function examReport(db: Database, actor: ScopedActor, examId: string, cache?: ReadCache) {
  const exam = await findExamOrFail(db, examScope(actor, "read"), examId);
  const reach = organizationReach(actor);
  // Kept like the reports' figures (readCache.ts): a network's report reads every answer of the
  // exam, and a school's coordinators open it together once the results are out.
  const compute = () => computeExamReport(db, exam, reach);
  return cache ? cache.get(cacheKeys.examReport(examId, reach), compute) : compute();
}

async function computeExamReport(
  db: Database,
  exam: Awaited<ReturnType<typeof findExamOrFail>>,
  reach: OrganizationReach | undefined,
) {
  const examId = exam.id;
  const applicationIds = await applicationIdsOfExam(db, examId);
  const [classRows, scores, skillRows] = await Promise.all([
    classIdsReachedByExam(db, examId).then((ids) => listClasses(db, { ids }, reach)),
    handedInScores(db, applicationIds, reach),
    skillPointsPerClass(db, examId, applicationIds, reach),
  ]);
  const scale = gradeScaleOf(exam);
  const classes = classRows
    .map((row) => ({
      classId: row.id,
      className: row.name,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      tally: { rosterSize: row.studentCount, grades: [] as number[], percentages: [] as number[] },
    }))
    .sort((a, b) => naturalOrder(a.schoolName, b.schoolName) || naturalOrder(a.className, b.className));
  const byClass = new Map(classes.map((entry) => [entry.classId, entry]));
  const overall: Tally = { rosterSize: 0, grades: [], percentages: [] };
  for (const entry of classes) overall.rosterSize += entry.tally.rosterSize;
  for (const row of scores) {
    const score = row.score ?? 0;
    const maxScore = row.max_score ?? 0;
    const grade = gradeOf(score, maxScore, scale);
    const percentage = percentageOf(score, maxScore);
    overall.grades.push(grade);
    overall.percentages.push(percentage);
    const entry = row.class_id ? byClass.get(row.class_id) : undefined;
    if (!entry) continue;
    entry.tally.grades.push(grade);
    entry.tally.percentages.push(percentage);
  }
  const schools = new Map<string, { schoolId: string; schoolName: string; classCount: number; tally: Tally }>();
  for (const entry of classes) {
    const school = schools.get(entry.schoolId) ?? {
      schoolId: entry.schoolId,
      schoolName: entry.schoolName,
      classCount: 0,
      tally: { rosterSize: 0, grades: [], percentages: [] },
    };
    school.classCount += 1;
    school.tally.rosterSize += entry.tally.rosterSize;
    school.tally.grades.push(...entry.tally.grades);
    school.tally.percentages.push(...entry.tally.percentages);
    schools.set(entry.schoolId, school);
  }

  // Skills down the side, classes across; the network's rate from the classes' sums.
  const skills = new Map<
    string,
    {
      code: string;
      kind: SkillKind;
      earned: number;
      possible: number;
      byClass: Map<string, { earned: number; possible: number }>;
    }
  >();
  for (const row of skillRows) {
    const key = `${row.kind}\u0000${row.code}`;
    const skill = skills.get(key) ?? { code: row.code, kind: row.kind, earned: 0, possible: 0, byClass: new Map() };
    const earned = Number(row.earned);
    const possible = Number(row.possible);
    skill.earned += earned;
    skill.possible += possible;
    if (row.class_id) skill.byClass.set(row.class_id, { earned, possible });
    skills.set(key, skill);
  }
  const classRate = (sums: { earned: number; possible: number } | undefined) =>
    sums && sums.possible > 0 ? Math.min(1, sums.earned / sums.possible) : null;
  const texts = await catalogueTexts(
    db,
    [...skills.values()].map((skill) => skill.code),
    exam,
  );
  const skillList = [...skills.values()]
    .filter((skill) => skill.possible > 0)
    .sort((a, b) => SKILL_KINDS.indexOf(a.kind) - SKILL_KINDS.indexOf(b.kind) || naturalOrder(a.code, b.code))
    .map((skill) => {
      const rate = Math.min(1, skill.earned / skill.possible);
      return {
        code: skill.code,
        kind: skill.kind,
        text: texts.get(skill.code) ?? null,
        rate,
        level: skillLevelOf(rate),
        byClass: classes.map((entry) => classRate(skill.byClass.get(entry.classId))),
      };
    });

  return {
    exam: { id: exam.id, title: exam.title, subject: exam.subject, maxGrade: scale.maxGrade },
    overall: summary(overall),
    schools: [...schools.values()].map(({ tally, ...school }) => ({ ...school, ...summary(tally) })),
    classes: classes.map(({ tally, ...entry }) => ({ ...entry, ...summary(tally) })),
    skills: skillList,
  };
}

export type ExamLearning = Awaited<ReturnType<typeof computeExamReport>>;
