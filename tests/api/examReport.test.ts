import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { DescriptorReport } from "../../shared/types/analysis";
import type { ExamReport } from "../../shared/types/learning";
import { binaryBody } from "../support/binaryBody";
import { buildClass, signedIn } from "../support/factories";
import { anasTerm } from "../support/learning";
import { studentAnswers } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

/** Ana's term, with the online exam applied to a second class of the school, where Carla hands in. */
async function twoClasses() {
  const term = await anasTerm(app);
  const other = await buildClass(app.db, { schoolId: term.online.schoolId, gradeLevelId: term.online.gradeLevelId });
  const carla = (
    await app.api().post(`/api/classes/${other.id}/students`).set(term.coordinator.auth).send({ name: "Carla Dias" }).expect(201)
  ).body as { accessCode: string };
  await app.api().post(`/api/classes/${other.id}/students`).set(term.coordinator.auth).send({ name: "Davi Reis" }).expect(201);
  const second = (
    await app
      .api()
      .post(`/api/exams/${term.online.id}/applications`)
      .set(term.teacher.auth)
      .send({ classIds: [other.id], durationMinutes: 30 })
      .expect(201)
  ).body as { id: string };
  await studentAnswers(app, term.online.examCode, { accessCode: carla.accessCode }, [
    { question: "Frações", option: "Frações certa" },
    { question: "Equações", option: "Equações certa" },
  ]);
  return { ...term, other, second };
}

describe("GET /api/exams/:id/report", () => {
  // Only read by these tests: set up once.
  let setup: Awaited<ReturnType<typeof twoClasses>>;
  beforeAll(async () => {
    setup = await twoClasses();
  });

  it("puts the classes side by side as their results tables and descriptor reports have them, and adds them up per school", async () => {
    const response = await app.api().get(`/api/exams/${setup.online.id}/report`).set(setup.coordinator.auth);
    expect(response.status).toBe(200);
    const report = response.body as ExamReport;
    expect(report.classes.map((entry) => entry.classId).sort()).toEqual([setup.schoolClass.id, setup.other.id].sort());

    // Each class again, from its application's results table and descriptor report.
    const applicationOf = new Map([
      [setup.schoolClass.id, setup.onlineApplication.id],
      [setup.other.id, setup.second.id],
    ]);
    const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
    for (const [index, entry] of report.classes.entries()) {
      const applicationId = applicationOf.get(entry.classId)!;
      const rows = (
        (await app.api().get(`/api/applications/${applicationId}/results`).set(setup.coordinator.auth)).body.rows as Array<{
          grade: number;
          percentage: number;
          state: string;
        }>
      ).filter((row) => row.state === "submitted");
      expect(entry).toMatchObject({
        rosterSize: 2,
        handedIn: rows.length,
        participation: (rows.length / 2) * 100,
        averageGrade: mean(rows.map((row) => row.grade)),
        averagePercentage: mean(rows.map((row) => row.percentage)),
      });
      const descriptors = (await app.api().get(`/api/applications/${applicationId}/descriptors`).set(setup.coordinator.auth))
        .body as DescriptorReport;
      for (const descriptor of descriptors.descriptors) {
        const skill = report.skills.find((candidate) => candidate.code === descriptor.code && candidate.kind !== "bncc")!;
        expect(skill.byClass[index], descriptor.code).toBeCloseTo(descriptor.rate!, 10);
      }
    }
    // By hand: Ana 6 and Bruno 5 in the first class; Carla 5 of 6 points (the annulled one included), 8,5 to a half.
    expect(report.overall).toMatchObject({ rosterSize: 4, handedIn: 3, participation: 75, averageGrade: 6.5 });
    expect(report.schools).toEqual([
      {
        schoolId: setup.online.schoolId,
        schoolName: report.classes[0].schoolName,
        classCount: 2,
        ...report.overall,
      },
    ]);
    // D1 over the three: Ana 2, Bruno 0, Carla 2 of 2 each.
    expect(report.skills.find((skill) => skill.code === "D1")).toMatchObject({ rate: 4 / 6, level: "developing" });
  });

  it("is for supervisors and administrators: a professor is refused, another school's coordinator finds nothing", async () => {
    const path = `/api/exams/${setup.online.id}/report`;
    expect((await app.api().get(path).set(setup.teacher.auth)).status).toBe(403);
    const foreign = await signedIn(app, "coordenador", { schoolIds: [(await buildClass(app.db)).schoolId] });
    expect((await app.api().get(path).set(foreign.auth)).status).toBe(404);
    const admin = await signedIn(app, "admin");
    expect(((await app.api().get(path).set(admin.auth)).body as ExamReport).classes).toHaveLength(2);
  });

  it("exports the schools, the classes and the descriptors per class to Excel", async () => {
    const response = await app
      .api()
      .get(`/api/exams/${setup.online.id}/report/export`)
      .set(setup.coordinator.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="relatorio-prova-[a-z0-9]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Escolas", "Turmas", "Descritores"]);
    const values = (sheet: string, row: number) => (workbook.getWorksheet(sheet)!.getRow(row).values as unknown[]).slice(1);
    expect(values("Escolas", 1)).toEqual([
      "Escola",
      "Turmas",
      "Alunos",
      "Entregues",
      "Participação (%)",
      "Média",
      "Acerto médio (%)",
      "0–19 %",
      "20–39 %",
      "40–59 %",
      "60–79 %",
      "80–100 %",
    ]);
    expect(values("Escolas", 3).slice(0, 6)).toEqual(["Todas", 2, 4, 3, 75, 6.5]);
    expect(values("Turmas", 1).slice(0, 2)).toEqual(["Escola", "Turma"]);
    expect(workbook.getWorksheet("Turmas")!.rowCount).toBe(3);
    const d1 = values("Descritores", 2);
    expect(d1.slice(0, 2)).toEqual(["D1", "Descritor SAEB"]);
    expect(d1[3]).toBe(66.7);
  });
});
