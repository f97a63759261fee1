import type { ApplicationClass, ExamApplication } from "../../shared/types/applications";
import type { ApplicationRow } from "../db/queries/applications";

type ClassRow = ApplicationClass & { applicationId: string };
type CountRow = { applicationId: string; started: number; submitted: number };

export function presentApplications(rows: ApplicationRow[], classRows: ClassRow[], counts: CountRow[]): ExamApplication[] {
  return rows.map((row) => {
    const count = counts.find((candidate) => candidate.applicationId === row.id);
    return {
      id: row.id,
      examId: row.examId,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      durationMinutes: row.durationMinutes,
      shuffleQuestions: row.shuffleQuestions,
      shuffleOptions: row.shuffleOptions,
      showScore: row.showScore,
      allowAnonymous: row.allowAnonymous,
      classes: classRows
        .filter((candidate) => candidate.applicationId === row.id)
        .map(({ id, name, studentCount }) => ({ id, name, studentCount })),
      startedCount: Number(count?.started ?? 0),
      submittedCount: Number(count?.submitted ?? 0),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
