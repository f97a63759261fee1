import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { questionBankItems } from "../../server/db/schema";
import { buildClass, buildGradeLevel, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

/**
 * The server tells an import file's kind from its bytes, on the real endpoints: the name is a
 * hint and the `type` an older form sends is not trusted.
 */

const app = useTestApp();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const UNSUPPORTED = "Formato não suportado: use CSV, Excel (.xlsx) ou PDF.";
const GARBAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

beforeAll(async () => {
  await buildGradeLevel(app.db, "Ensino Fundamental I");
  await buildGradeLevel(app.db, "Ensino Fundamental II");
  await buildGradeLevel(app.db, "Ensino Médio");
});

type Caller = Awaited<ReturnType<typeof signedIn>>;

function bankImport(caller: Caller, file: Buffer, name: string, fields: Record<string, string> = {}) {
  let request = app.api().post("/api/question-bank/bulk-import").set(caller.auth);
  for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
  return request.attach("file", file, name);
}

const bankItemsOf = async (userId: string) =>
  (await app.db.select({ value: count() }).from(questionBankItems).where(eq(questionBankItems.creatorId, userId)))[0].value;

describe("import files are read by their bytes", () => {
  it("reads a PDF named .csv as a PDF, even when the form says csv", async () => {
    const teacher = await signedIn(app);
    const response = await bankImport(teacher, fixture("bank-import.pdf"), "questoes.csv", {
      type: "csv",
      subject: "Ciências",
      grade: "5º ano",
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ imported: 4, errors: [] });
  });

  it("reads a CSV named .pdf as a CSV, even when the form says pdf", async () => {
    const teacher = await signedIn(app);
    const response = await bankImport(teacher, fixture("bank-import.csv"), "questoes.pdf", { type: "pdf" });
    expect(response.body).toEqual({ imported: 4, errors: [] });
  });

  it("reads a workbook named .csv as a workbook", async () => {
    const teacher = await signedIn(app);
    const response = await bankImport(teacher, fixture("bank-import.xlsx"), "questoes.csv");
    expect(response.body).toEqual({ imported: 4, errors: [] });
  });

  it("refuses garbage with a Portuguese 400 and saves nothing", async () => {
    const teacher = await signedIn(app);
    for (const name of ["arquivo", "arquivo.bin", "arquivo.docx"]) {
      const response = await bankImport(teacher, GARBAGE, name);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: UNSUPPORTED, errors: { file: UNSUPPORTED } });
    }
    expect(await bankItemsOf(teacher.user.id)).toBe(0);
  });

  it("refuses a PDF for a class roster, whatever its name", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const response = await app
      .api()
      .post(`/api/classes/${schoolClass.id}/students/import`)
      .set(coordenador.auth)
      .attach("file", fixture("bank-import.pdf"), "turma.csv");
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Formato de arquivo não suportado/);
  });
});
