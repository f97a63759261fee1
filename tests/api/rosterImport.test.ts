import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { Student } from "../../shared/types/students";
import { assignToClass, buildClass, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

/** Codes the next generated access codes will be, to force a collision; empty means random. */
const nextCodes = vi.hoisted(() => [] as string[]);
vi.mock("../../server/services/common/codes", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/services/common/codes")>();
  return { ...real, generateExamCode: () => nextCodes.shift() ?? real.generateExamCode() };
});

const app = useTestApp();
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
const UNSUPPORTED =
  "Formato de arquivo não suportado: envie uma planilha Excel (.xlsx) ou um arquivo CSV. " +
  "Uma planilha .xls ou .ods pode ser salva como .xlsx ou CSV no próprio programa (Salvar como).";
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const lines = (...rows: string[]) => Buffer.from(rows.join("\r\n"), "utf8");

async function importFile(auth: Record<string, string>, classId: string, file: Buffer, fileName: string) {
  return app.api().post(`/api/classes/${classId}/students/import`).set(auth).attach("file", file, fileName);
}

async function rosterOf(auth: Record<string, string>, classId: string): Promise<Student[]> {
  return (await app.api().get(`/api/classes/${classId}/students`).set(auth)).body;
}

async function addStudent(auth: Record<string, string>, classId: string, student: { name: string; registrationNumber?: string }) {
  const response = await app.api().post(`/api/classes/${classId}/students`).set(auth).send(student);
  expect(response.status).toBe(201);
  return response.body as Student;
}

const namesAndNumbers = (students: Student[]) => students.map((student) => [student.name, student.registrationNumber]);

describe("POST /api/classes/:id/students/import", () => {
  it("imports the 30-student fixture, with access codes, and counts them on the class", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const response = await importFile(coordenador.auth, schoolClass.id, fixture("roster-30.csv"), "turma.csv");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 30, updated: 0 });
    const students: Student[] = response.body.students;
    expect(students).toHaveLength(30);
    expect(students[0]).toMatchObject({ name: "Ana Beatriz Souza", registrationNumber: "2026001", classId: schoolClass.id });
    expect(students.map((student) => student.name)).toContain("Eduarda Gonçalves Rocha");
    students.forEach((student) => expect(student.accessCode).toMatch(CODE));
    expect(new Set(students.map((student) => student.accessCode)).size).toBe(30);

    expect(await rosterOf(coordenador.auth, schoolClass.id)).toEqual(students);
    const classes = await app.api().get(`/api/classes?schoolId=${schoolClass.schoolId}`).set(coordenador.auth);
    expect(classes.body[0].studentCount).toBe(30);
  });

  it("reads a comma CSV whose header sits under a title, ignoring other columns and blank lines", async () => {
    const schoolClass = await buildClass(app.db);
    const diretor = await signedIn(app, "diretor", { schoolIds: [schoolClass.schoolId] });
    const file = lines(
      "Lista de chamada - 5º Ano A,,",
      ",,",
      "Nº,Nome do Aluno,RA",
      "1,  Letícia   Araújo ,501",
      "2,Otávio Müller,",
      ",,",
      "3,,",
      '4,"Conceição, Maria",503',
    );
    const response = await importFile(diretor.auth, schoolClass.id, file, "chamada.csv");
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(3);
    expect(namesAndNumbers(response.body.students)).toEqual([
      ["Conceição, Maria", "503"],
      ["Letícia Araújo", "501"],
      ["Otávio Müller", null],
    ]);
  });

  it("reads a semicolon CSV saved by Excel in Windows-1252", async () => {
    const admin = await signedIn(app, "admin");
    const schoolClass = await buildClass(app.db);
    const file = Buffer.from("Aluno;Matrícula\r\nJoão Câmara;1\r\nInês Conceição;2\r\n", "latin1");
    const response = await importFile(admin.auth, schoolClass.id, file, "alunos.csv");
    expect(response.status).toBe(200);
    expect(namesAndNumbers(response.body.students)).toEqual([
      ["Inês Conceição", "2"],
      ["João Câmara", "1"],
    ]);
  });

  it("reads the first sheet of an .xlsx, with a title row and numeric registration numbers", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Turma");
    sheet.addRow(["Escola Estadual Monteiro Lobato — 6º Ano B"]);
    sheet.addRow(["Matrícula", "Nome completo", "Data de nascimento"]);
    sheet.addRow([2026101, "Beatriz Nogueira", new Date(Date.UTC(2014, 2, 5))]);
    sheet.addRow([2026102, "Caio Drummond", null]);
    workbook.addWorksheet("Outra").addRow(["Nome"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await importFile(coordenador.auth, schoolClass.id, file, "turma.xlsx");
    expect(response.status).toBe(200);
    expect(namesAndNumbers(response.body.students)).toEqual([
      ["Beatriz Nogueira", "2026101"],
      ["Caio Drummond", "2026102"],
    ]);
    // A workbook sent under a .csv name is still read as a workbook.
    const other = await buildClass(app.db, { schoolId: schoolClass.schoolId });
    expect((await importFile(coordenador.auth, other.id, file, "turma.csv")).body.created).toBe(2);
  });

  it("renames students whose registration number is already in the class and adds the others", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const ana = await addStudent(coordenador.auth, schoolClass.id, { name: "Ana", registrationNumber: "77" });
    const bruno = await addStudent(coordenador.auth, schoolClass.id, { name: "Bruno Lima", registrationNumber: "78" });
    const elsewhere = await buildClass(app.db, { schoolId: schoolClass.schoolId });
    await addStudent(coordenador.auth, elsewhere.id, { name: "Outra Ana", registrationNumber: "77" });

    const file = lines("nome;matricula", "Ana Souza;77", "Bruno Lima;78", "Carla Dias;79", "Davi Rocha;");
    const response = await importFile(coordenador.auth, schoolClass.id, file, "turma.csv");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 2, updated: 2 });
    const students: Student[] = response.body.students;
    expect(namesAndNumbers(students)).toEqual([
      ["Ana Souza", "77"],
      ["Bruno Lima", "78"],
      ["Carla Dias", "79"],
      ["Davi Rocha", null],
    ]);
    expect(students[0]).toMatchObject({ id: ana.id, accessCode: ana.accessCode });
    expect(students[0].updatedAt).not.toBe(ana.updatedAt);
    // An unchanged name is not written again.
    expect(students[1]).toMatchObject({ id: bruno.id, updatedAt: bruno.updatedAt });
    expect((await rosterOf(coordenador.auth, elsewhere.id))[0].name).toBe("Outra Ana");
  });

  it("refuses the whole file when a row is bad, saying which rows, and changes nothing", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    await addStudent(coordenador.auth, schoolClass.id, { name: "Ana", registrationNumber: "1" });
    const before = await rosterOf(coordenador.auth, schoolClass.id);

    const file = lines(
      "Nome;Matrícula",
      "Ana Souza;1",
      ";2",
      "Bruno;3",
      `${"a".repeat(201)};4`,
      `Carla;${"9".repeat(41)}`,
      "Davi;1",
    );
    const response = await importFile(coordenador.auth, schoolClass.id, file, "turma.csv");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "invalid_rows",
      message: "Nenhum aluno foi importado: corrija os 4 problemas abaixo e envie a planilha de novo.",
      rowErrors: [
        'Linhas 2 e 7: matrícula "1" repetida no arquivo.',
        "Linha 3: nome do aluno é obrigatório.",
        "Linha 5: nome do aluno com mais de 200 caracteres.",
        "Linha 6: matrícula com mais de 40 caracteres.",
      ],
    });
    expect(await rosterOf(coordenador.auth, schoolClass.id)).toEqual(before);
  });

  it("refuses registration numbers repeated in the file, naming every row", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const file = lines("Nome,Matrícula", "Ana,10", "Bruno,11", "Carla,10", "Davi,", "Eva,", "Fábio,10");
    const response = await importFile(coordenador.auth, schoolClass.id, file, "turma.csv");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Nenhum aluno foi importado: corrija o problema abaixo e envie a planilha de novo.");
    expect(response.body.rowErrors).toEqual(['Linhas 2, 4 e 7: matrícula "10" repetida no arquivo.']);
    expect(await rosterOf(coordenador.auth, schoolClass.id)).toEqual([]);
  });

  it("refuses other file types, a missing file, a file without a name column or without students", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const refusal = async (file: Buffer, name: string) => {
      const response = await importFile(coordenador.auth, schoolClass.id, file, name);
      expect(response.status).toBe(400);
      expect(response.body.rowErrors).toBeUndefined();
      return response.body.message;
    };
    for (const name of ["turma.xls", "turma.ods", "turma.pdf", "turma.docx"]) {
      expect(await refusal(lines("Nome", "Ana"), name)).toBe(UNSUPPORTED);
    }
    expect(await refusal(Buffer.from("não é uma planilha"), "turma.xlsx")).toBe("Arquivo Excel inválido.");
    const oldExcel = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal(oldExcel, "turma.csv")).toBe(
      "Arquivo Excel inválido. Salve a planilha como .xlsx (Excel 2007 ou mais recente) e sem senha.",
    );
    expect(await refusal(lines("Aluno", ""), "turma.csv")).toBe(
      "A planilha não tem alunos: preencha os nomes nas linhas abaixo do cabeçalho.",
    );
    expect(await refusal(lines("Código;Turma", "1;5A"), "turma.csv")).toBe(
      'Cabeçalho não encontrado: a planilha deve ter uma coluna "Nome" (e, se houver, "Matrícula") nas primeiras linhas.',
    );
    expect(await refusal(lines("Nome", '"Ana', "Bruno"), "turma.csv")).toBe(
      "Linha 2: aspas sem fechamento; o restante do arquivo não pôde ser lido.",
    );
    const tooMany = lines("Nome", ...Array.from({ length: 5001 }, (_, index) => `Aluno ${index}`));
    expect(await refusal(tooMany, "turma.csv")).toBe("Arquivo com mais de 5.000 linhas: divida-o em partes menores.");

    const big = await importFile(coordenador.auth, schoolClass.id, Buffer.alloc(10 * 1024 * 1024 + 1, "a"), "turma.csv");
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Arquivo muito grande: o limite é 10 MB.");

    const noFile = await app.api().post(`/api/classes/${schoolClass.id}/students/import`).set(coordenador.auth);
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({
      message: "Escolha um arquivo para importar.",
      errors: { file: "Escolha um arquivo para importar." },
    });
    expect(await rosterOf(coordenador.auth, schoolClass.id)).toEqual([]);
  });

  it("imports 5,000 students in one go, quickly", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const rows = Array.from({ length: 5000 }, (_, index) => `Estudante ${index + 1};M${index + 1}`);
    const started = performance.now();
    const first = await importFile(coordenador.auth, schoolClass.id, lines("Nome;Matrícula", ...rows), "escola.csv");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 5000, updated: 0 });
    const renamed = rows.map((row) => row.replace("Estudante", "Aluno"));
    const second = await importFile(coordenador.auth, schoolClass.id, lines("Nome;Matrícula", ...renamed), "escola.csv");
    expect(second.body).toMatchObject({ created: 0, updated: 5000 });
    expect(second.body.students).toHaveLength(5000);
    expect(second.body.students[0].name).toBe("Aluno 1");
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("gives a new code to a student whose generated code another student already has", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const taken = (await addStudent(coordenador.auth, schoolClass.id, { name: "Ana" })).accessCode;
    const { generateExamCode } = await vi.importActual<typeof import("../../server/services/common/codes")>(
      "../../server/services/common/codes",
    );
    const free = generateExamCode();
    nextCodes.push(taken, free);

    const response = await importFile(coordenador.auth, schoolClass.id, lines("Nome", "Bruno", "Carla"), "turma.csv");
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(2);
    expect(nextCodes).toEqual([]);
    const codes = response.body.students.map((student: Student) => student.accessCode);
    expect(codes).toContain(free);
    expect(new Set(codes).size).toBe(3);
  });

  it("is for the coordinators and principals of the class's school, on a class that exists", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const file = lines("Nome", "Ana");
    expect((await importFile({}, schoolClass.id, file, "turma.csv")).status).toBe(401);
    // Even the professor who teaches the class only reads its roster.
    const professor = await signedIn(app);
    await assignToClass(app.db, professor.user.id, schoolClass.id);
    const forbidden = await importFile(professor.auth, schoolClass.id, file, "turma.csv");
    expect(forbidden.status).toBe(403);
    // A coordinator of another school does not see the class at all.
    const foreign = await signedIn(app, "coordenador", { schoolIds: [(await buildClass(app.db)).schoolId] });
    expect((await importFile(foreign.auth, schoolClass.id, file, "turma.csv")).status).toBe(404);
    expect(await rosterOf(coordenador.auth, schoolClass.id)).toEqual([]);
    expect(await rosterOf(professor.auth, schoolClass.id)).toEqual([]);
    const unknown = await importFile(coordenador.auth, "00000000-0000-4000-8000-000000000000", file, "turma.csv");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Turma não encontrada.");
  });
});
