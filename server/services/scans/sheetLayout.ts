import type { Database } from "../../db/client";
import type { ApplicationRow } from "../../db/queries/applications";
import { examWithQuestions } from "../exams/exams";
import type { SheetLayout } from "../omr/readMarks";
import { choicesOf } from "../paper/paperPrints";
import { questionsOfVersion, type VersionPlan } from "../paper/versions";

/** What reading an application's sheets needs: its exam's questions and how its versions are drawn. */
export interface ApplicationSheets {
  application: ApplicationRow;
  exam: Awaited<ReturnType<typeof examWithQuestions>>;
  plan: VersionPlan;
}

export async function applicationSheets(db: Database, application: ApplicationRow): Promise<ApplicationSheets> {
  const exam = await examWithQuestions(db, {}, application.examId);
  const plan = {
    seed: application.versionSeed,
    shuffleQuestions: application.shuffleQuestions,
    shuffleOptions: application.shuffleOptions,
  };
  return { application, exam, plan };
}

/** Where a version's bubbles are (the sheet printed it so: paperPrints.ts answerSheetOf), on a named or the generic sheet. */
export function layoutOf({ application, exam, plan }: ApplicationSheets, version: number, generic: boolean): SheetLayout {
  const questions = questionsOfVersion(exam.questions, version, plan).map((item) => ({
    number: item.number,
    choices: choicesOf(item.question),
  }));
  const versionChoices = application.versions > 1 ? ["A", "B", "C", "D"].slice(0, application.versions) : [];
  return { questions, generic: generic ? { versionChoices } : null };
}

/** A sheet of a version not known yet (its code unread): each question with as many bubbles as it has in any version. */
export function anyVersionLayout(context: ApplicationSheets): SheetLayout {
  const most = new Map<number, number>();
  for (let version = 0; version < context.application.versions; version++) {
    for (const { number, choices } of layoutOf(context, version, false).questions)
      most.set(number, Math.max(most.get(number) ?? 0, choices));
  }
  return { questions: [...most].map(([number, choices]) => ({ number, choices })), generic: null };
}

/** How many bubbles each question has on a sheet of `version` (of any version when it is not known), for the review screen's keys. */
export function bubbleCounts(context: ApplicationSheets) {
  const known = new Map<number | null, Map<number, number>>();
  return (version: number | null): Map<number, number> => {
    let counts = known.get(version);
    if (!counts) {
      const layout = version === null ? anyVersionLayout(context) : layoutOf(context, version, false);
      counts = new Map(layout.questions.map(({ number, choices }) => [number, choices]));
      known.set(version, counts);
    }
    return counts;
  };
}
