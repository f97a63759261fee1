import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClassReport, SchoolReport } from "../../shared/types/learning";
import { binaryBody } from "../support/binaryBody";
import { buildClass, buildGradeLevel, signedIn } from "../support/factories";
import { anasTerm } from "../support/learning";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

describe("GET /api/schools/:id/report", () => {
  // Only read by these tests: set up once.
  let term: Awaited<ReturnType<typeof anasTerm>>;
  let path: string;
  beforeAll(async () => {
    term = await anasTerm(app);
    path = `/api/schools/${term.online.schoolId}/report`;
  });
  const reportOf = async (query = "", auth = term.coordinator.auth) =>
    (await app.api().get(`${path}${query}`).set(auth).expect(200)).body as SchoolReport;

  it("lists the school's skills over the term weakest first, as its class's report adds them up", async () => {
    const report = await reportOf();
    expect(report.school.id).toBe(term.online.schoolId);
    expect(report).toMatchObject({ handedIn: 3, exams: 2, classes: 1 });
    expect(report.skills.map((skill) => skill.rate)).toEqual([...report.skills.map((skill) => skill.rate)].sort((a, b) => a - b));

    // The school has one class: its skills are the class's, computed apart (skillsOf over each answer).
    const classReport = (await app.api().get(`/api/classes/${term.schoolClass.id}/report`).set(term.coordinator.auth))
      .body as ClassReport;
    const byKey = (skill: { kind: string; code: string }) => `${skill.kind} ${skill.code}`;
    expect(report.skills.map(byKey).sort()).toEqual(classReport.skills.map(byKey).sort());
    for (const skill of classReport.skills) {
      const mine = report.skills.find((candidate) => byKey(candidate) === byKey(skill))!;
      expect(mine, skill.code).toMatchObject({
        subject: skill.subject,
        text: skill.text,
        level: skill.level,
        questions: skill.questions,
        exams: skill.exams,
        classes: 1,
      });
      expect(mine.rate, skill.code).toBeCloseTo(skill.rate, 10);
    }
    // By hand: D2 is 2 of 5 points, the weakest; EF07MA01 and Argumentação follow.
    expect(report.skills[0]).toMatchObject({ code: "Argumentação", rate: 0.25, level: "missing" });
    expect(report.skills.find((skill) => skill.code === "D2")).toMatchObject({ rate: 0.4, level: "missing" });
  });

  it("filters by grade level, subject and term", async () => {
    expect((await reportOf(`?gradeLevelId=${term.online.gradeLevelId}&subject=Matem%C3%A1tica`)).skills).toHaveLength(4);
    const otherLevel = await buildGradeLevel(app.db);
    expect(await reportOf(`?gradeLevelId=${otherLevel.id}`)).toMatchObject({ handedIn: 0, skills: [] });
    expect(await reportOf("?subject=Ci%C3%AAncias")).toMatchObject({ handedIn: 0, skills: [] });
    const thisTerm = (await reportOf()).term;
    const otherTerm = thisTerm.number === 1 ? 2 : 1;
    const elsewhere = await reportOf(`?year=${thisTerm.year}&term=${otherTerm}`);
    expect(elsewhere).toMatchObject({ handedIn: 0, skills: [], term: { number: otherTerm } });
    const invalid = await app.api().get(`${path}?gradeLevelId=7&term=9`).set(term.coordinator.auth);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ gradeLevelId: "Série inválida.", term: "Período inválido: de 1 a 4." });
  });

  it("is for the school's supervisors and the administrators", async () => {
    expect((await app.api().get(path).set(term.teacher.auth)).status).toBe(403);
    const foreign = await signedIn(app, "coordenador", { schoolIds: [(await buildClass(app.db)).schoolId] });
    const refused = await app.api().get(path).set(foreign.auth);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Escola não encontrada.");
    const admin = await signedIn(app, "admin");
    expect((await reportOf("", admin.auth)).skills).toHaveLength(4);
    expect((await app.api().get(path)).status).toBe(401);
  });

  it("exports the skills to Excel, weakest first", async () => {
    const response = await app.api().get(`${path}/export`).set(term.coordinator.auth).buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="descritores-[a-z0-9-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const sheet = workbook.getWorksheet("Descritores")!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      "Disciplina",
      "Série",
      "Código",
      "Tipo",
      "Descrição",
      "Acerto (%)",
      "Situação",
      "Questões",
      "Avaliações",
      "Turmas",
    ]);
    expect(values(2)).toEqual([
      "Matemática",
      expect.any(String),
      "Argumentação",
      "Descritor",
      undefined,
      25,
      "A retomar",
      1,
      1,
      1,
    ]);
    expect(sheet.rowCount).toBe(5);
  });
});
