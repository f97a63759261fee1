import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildClass, buildGradeLevel, buildSchool, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

/** `POST /api/users/import`: the network's staff from a spreadsheet, all rows or none. */

const app = useTestApp();

async function network() {
  const admin = await signedIn(app, "admin");
  const level = await buildGradeLevel(app.db);
  const schoolA = await buildSchool(app.db);
  const schoolB = await buildSchool(app.db);
  const sixth = await buildClass(app.db, { schoolId: schoolA.id, gradeLevelId: level.id });
  const seventh = await buildClass(app.db, { schoolId: schoolA.id, gradeLevelId: level.id });
  return { admin, schoolA, schoolB, sixth, seventh };
}

const upload = (auth: Record<string, string>, bytes: Buffer, name: string) =>
  app.api().post("/api/users/import").set(auth).attach("file", bytes, name);

describe("staff import", () => {
  it("creates accounts with their schools and classes, and reports a temporary password for each one without", async () => {
    const { admin, schoolA, schoolB, sixth, seventh } = await network();
    const suffix = unique();
    const csv = [
      "Nome;E-mail;Função;Escola;Turmas;Disciplina;Senha",
      `Ana Prof ${suffix};ana.${suffix}@escola.test;Professora;${schoolA.name};"${sixth.name}, ${seventh.name}";Matemática;`,
      `Bia Coord ${suffix};bia.${suffix}@escola.test;Coordenação;${schoolB.name.toUpperCase()};;;senha-da-bia`,
    ].join("\n");
    const response = await upload(admin.auth, Buffer.from(csv, "utf8"), "equipe.csv");
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ created: 2, updated: 0 });
    const [ana, bia] = response.body.people;
    expect(ana).toMatchObject({
      role: "professor",
      school: schoolA.name,
      classes: [sixth.name, seventh.name],
      status: "created",
    });
    expect(ana.temporaryPassword).toMatch(/^[a-z0-9]{10}$/);
    expect(bia).toMatchObject({ role: "coordenador", school: schoolB.name, temporaryPassword: null });

    // The temporary password signs in, and the professor teaches both classes of school A.
    const login = await app.api().post("/api/auth/login").send({ email: ana.email, password: ana.temporaryPassword });
    expect(login.status).toBe(200);
    expect(login.body.user.schools).toEqual([{ id: schoolA.id, name: schoolA.name }]);
    const teachers = await app.api().get(`/api/classes/${sixth.id}/teachers`).set(admin.auth);
    expect(teachers.body).toEqual([expect.objectContaining({ username: ana.username, subject: "Matemática" })]);
    expect((await app.api().post("/api/auth/login").send({ email: bia.email, password: "senha-da-bia" })).status).toBe(200);
  });

  it("joins a known email to the school instead of creating it again, from an Excel sheet", async () => {
    const { admin, schoolA, schoolB } = await network();
    const known = await signedIn(app, "diretor", { schoolIds: [schoolA.id] });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Equipe");
    sheet.addRow(["Nome", "Email", "Papel", "Escola"]);
    sheet.addRow([known.user.username, known.email.toUpperCase(), "Diretor", schoolB.name]);
    const response = await upload(admin.auth, Buffer.from(await book.xlsx.writeBuffer()), "equipe.xlsx");
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 1 });
    const user = await app.api().get(`/api/users/${known.user.id}`).set(admin.auth);
    expect(user.body.schools.map((school: { id: string }) => school.id).sort()).toEqual([schoolA.id, schoolB.id].sort());
  });

  it("refuses the whole file with one message per bad row, and saves nobody", async () => {
    const { admin, schoolA } = await network();
    const suffix = unique();
    const csv = [
      "nome,email,papel,escola,turmas",
      `Caio ${suffix},caio.${suffix}@escola.test,Professor,${schoolA.name},`,
      `Duda ${suffix},não-é-email,Professor,${schoolA.name},`,
      `Edu ${suffix},edu.${suffix}@escola.test,Bibliotecário,${schoolA.name},`,
      `Fabi ${suffix},fabi.${suffix}@escola.test,Professor,Escola Que Não Existe,`,
      `Gil ${suffix},gil.${suffix}@escola.test,Professor,${schoolA.name},9º Z`,
      `Caio ${suffix},caio.${suffix}@escola.test,Professor,${schoolA.name},`,
      `${admin.user.username.toUpperCase()},hana.${suffix}@escola.test,Professor,${schoolA.name},`,
    ].join("\n");
    const response = await upload(admin.auth, Buffer.from(csv, "utf8"), "equipe.csv");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Ninguém foi importado: corrija os 7 problemas abaixo e envie a planilha de novo.");
    expect(response.body.rowErrors).toEqual([
      'Linha 3: email inválido ("não-é-email").',
      'Linha 4: papel desconhecido ("Bibliotecário"): use Professor, Coordenador, Diretor ou Administrador.',
      'Linha 5: escola "Escola Que Não Existe" não encontrada.',
      `Linha 6: turma "9º Z" não encontrada na escola ${schoolA.name}.`,
      `Linha 7: email "caio.${suffix}@escola.test" repetido (já na linha 2).`,
      `Linha 7: nome "caio ${suffix}" repetido (já na linha 2).`,
      `Linha 8: já existe um usuário chamado "${admin.user.username.toUpperCase()}"; use um nome diferente.`,
    ]);
    const users = await app.api().get("/api/users").set(admin.auth);
    expect(users.body.some((user: { email: string }) => user.email === `caio.${suffix}@escola.test`)).toBe(false);
  });

  it("is for administrators only, and says how to send a file it cannot read", async () => {
    const { admin, schoolA } = await network();
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [schoolA.id] });
    expect((await upload(coordinator.auth, Buffer.from("nome;email\n", "utf8"), "equipe.csv")).status).toBe(403);
    const pdf = await upload(admin.auth, Buffer.from("%PDF-1.4\n%âãÏÓ\n", "latin1"), "equipe.pdf");
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.file).toMatch(/^Formato de arquivo não suportado/);
    const noHeader = await upload(admin.auth, Buffer.from("x;y\n1;2\n", "utf8"), "equipe.csv");
    expect(noHeader.body.errors.file).toBe(
      'Cabeçalho não encontrado: a planilha deve ter as colunas "Nome", "Email", "Papel", "Escola" nas primeiras linhas.',
    );
  });
});
