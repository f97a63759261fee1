import { SKILL_KINDS, skillLevelOf } from "../../../shared/learning";
import type { SchoolReportQuery } from "../../../shared/schemas/learning";
import type { Database } from "../../db/client";
import { listSchools } from "../../db/queries/organizations";
import { handedInOfSchool, skillPointsOfSchool } from "../../db/queries/schoolLearning";
import { AppError } from "../../errors";
import type { ScopedActor } from "../../policies/exams";
import { managesSchool } from "../../policies/roles";
import { naturalOrder } from "../common/figures";
import { catalogueTexts } from "../results/descriptorTexts";
import { termSettings } from "../settings/terms";
import { termWindow } from "./classReport";

const SCHOOL_NOT_FOUND = "Escola não encontrada.";

/**
 * A school's skills over a term (docs/product.md#25-learning-reports): every descriptor and BNCC
 * skill its classes answered in the term's exams, weakest first, optionally for one grade level and
 * one subject. For the school's coordinators and principals and the administrators; any other
 * supervisor gets 404 (a professor is refused before, by the route).
 */
export async function schoolReport(db: Database, actor: ScopedActor, schoolId: string, query: SchoolReportQuery) {
  const [school] = managesSchool(actor, schoolId) ? await listSchools(db, { id: schoolId }) : [];
  if (!school) throw AppError.notFound(SCHOOL_NOT_FOUND);
  const term = termWindow(await termSettings(db), query);
  const filter = { schoolId, from: term.from, to: term.to, gradeLevelId: query.gradeLevelId, subject: query.subject };
  const [rows, totals] = await Promise.all([skillPointsOfSchool(db, filter), handedInOfSchool(db, filter)]);

  // One catalogue lookup per subject and grade level the skills come from.
  const texts = new Map<string, string>();
  const contexts = new Map(rows.map((row) => [`${row.subject}\u0000${row.grade_level_id}`, row]));
  for (const [context, row] of contexts) {
    const codes = rows.filter((other) => `${other.subject}\u0000${other.grade_level_id}` === context).map((other) => other.code);
    const found = await catalogueTexts(db, codes, { subject: row.subject, gradeLevelId: row.grade_level_id });
    for (const [code, text] of found) texts.set(`${context}\u0000${code}`, text);
  }

  const skills = rows
    .filter((row) => Number(row.possible) > 0)
    .map((row) => {
      const rate = Math.min(1, Number(row.earned) / Number(row.possible));
      return {
        subject: row.subject,
        gradeLevelName: row.grade_level_name,
        code: row.code,
        kind: row.kind,
        text: texts.get(`${row.subject}\u0000${row.grade_level_id}\u0000${row.code}`) ?? null,
        rate,
        level: skillLevelOf(rate),
        questions: Number(row.questions),
        exams: Number(row.exams),
        classes: Number(row.classes),
      };
    })
    .sort(
      (a, b) =>
        a.rate - b.rate ||
        naturalOrder(a.subject, b.subject) ||
        SKILL_KINDS.indexOf(a.kind) - SKILL_KINDS.indexOf(b.kind) ||
        naturalOrder(a.code, b.code),
    );

  return {
    school: { id: school.id, name: school.name },
    term: { kind: term.kind, year: term.year, number: term.number, name: term.name, first: term.first, last: term.last },
    handedIn: Number(totals?.handed_in ?? 0),
    exams: Number(totals?.exams ?? 0),
    classes: Number(totals?.classes ?? 0),
    skills,
  };
}

export type SchoolLearning = Awaited<ReturnType<typeof schoolReport>>;
