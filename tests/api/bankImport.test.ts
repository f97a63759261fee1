import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { questionBankItems } from "../../server/db/schema";
import { findBankItemOrFail } from "../../server/services/questionBank/questionBank";
import { buildGradeLevel, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  // Every category needs at least one grade level for the grades in the fixtures to map to.
  await buildGradeLevel(app.db, "Ensino Fundamental I");
  await buildGradeLevel(app.db, "Ensino Fundamental II");
  await buildGradeLevel(app.db, "Ensino Médio");
});

async function itemsOf(userId: string) {
  const mine = await app.db
    .select({ id: questionBankItems.id })
    .from(questionBankItems)
    .where(eq(questionBankItems.creatorId, userId));
  const items = await Promise.all(mine.map((row) => findBankItemOrFail(app.db, undefined, row.id)));
  return items.sort((a, b) => a.title.localeCompare(b.title));
}

const correctLetter = (item: { options: Array<{ optionLetter: string; isCorrect: boolean }> }) =>
  item.options.find((option) => option.isCorrect)?.optionLetter ?? null;

describe("POST /api/question-bank/bulk-import", () => {
  it("imports the CSV fixture with its answers", async () => {
    const teacher = await signedIn(app);
    const response = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "csv")
      .attach("file", fixture("bank-import.csv"), "questoes.csv");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ imported: 4, errors: [] });
    const items = await itemsOf(teacher.user.id);
    expect(items.map((item) => [item.title, item.questionType, correctLetter(item)])).toEqual([
      ["Fotossíntese", "multiple_choice", "B"],
      ["Revolução Industrial", "essay", null],
      ["Sujeito da oração", "multiple_choice", "A"],
      ["Tabuada do 8", "multiple_choice", "C"],
    ]);
    const subject = items.find((item) => item.title === "Sujeito da oração")!;
    expect(subject.questionText).toBe(
      "<p>Na frase &quot;O menino correu até a escola&quot;, qual é o sujeito?</p>".replace(/&quot;/g, '"'),
    );
    expect(subject.options).toHaveLength(5);
  });

  it("imports the Excel fixture", async () => {
    const teacher = await signedIn(app);
    const response = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "excel")
      .attach("file", fixture("bank-import.xlsx"), "questoes.xlsx");
    expect(response.status).toBe(200);
    expect(response.body.imported).toBe(4);
    expect(response.body.errors).toEqual([]);
  });

  it("imports the PDF fixture with the answer key, taking subject and grade from the form", async () => {
    const teacher = await signedIn(app);
    const noDefaults = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "pdf")
      .attach("file", fixture("bank-import.pdf"), "prova.pdf");
    expect(noDefaults.body).toEqual({ imported: 0, errors: ["Para importar um PDF, informe a matéria e a série das questões."] });

    const response = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "pdf")
      .field("subject", "Ciências")
      .field("grade", "5º ano")
      .attach("file", fixture("bank-import.pdf"), "prova.pdf");
    expect(response.body).toEqual({ imported: 4, errors: [] });
    const items = await itemsOf(teacher.user.id);
    expect(items.every((item) => item.subject === "Ciências")).toBe(true);
    const byText = (text: string) => items.find((item) => item.questionText.includes(text))!;
    expect(correctLetter(byText("maior órgão"))).toBe("C");
    expect(correctLetter(byText("planeta vermelho"))).toBe("B");
    expect(byText("economizar água").questionType).toBe("essay");
    expect(correctLetter(byText("ferve"))).toBe("C");
  });

  it("keeps the good rows of a file with a bad one, naming the bad row", async () => {
    const teacher = await signedIn(app);
    const csv = [
      "titulo;texto_questao;materia;serie;dificuldade;tipo;alternativa_a;alternativa_b;resposta_correta",
      "Boa;Quanto é 1 + 1?;Matemática;2º ano;fácil;multipla_escolha;1;2;B",
      "Ruim;Quanto é 2 + 2?;Matemática;2º ano;fácil;multipla_escolha;3;4;F",
      "Outra boa;Cite um mamífero.;Ciências;4º ano;;dissertativa;;;",
    ].join("\n");
    const response = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "csv")
      .attach("file", Buffer.from(csv), "q.csv");
    expect(response.body.imported).toBe(2);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatch(/^Linha 3:/);
  });

  it("turns the formulas typed in cells into formulas, and leaves money as text", async () => {
    const teacher = await signedIn(app);
    const csv = [
      "titulo;texto_questao;materia;serie;dificuldade;tipo;alternativa_a;alternativa_b;resposta_correta",
      "Equação;Com R$ 10,00 e $x^2 - 5x + 6 = 0$:;Matemática;9º ano;médio;multipla_escolha;$x = 2$ ou $x = 3$;$\\frac{1}{$;A",
    ].join("\n");
    const response = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "csv")
      .attach("file", Buffer.from(csv), "q.csv");
    expect(response.body).toEqual({ imported: 1, errors: [] });
    const [item] = await itemsOf(teacher.user.id);
    expect(item.questionText).toMatch(
      /^<p>Com R\$ 10,00 e <span data-math="x\^2 - 5x \+ 6 = 0"><math[^]*<\/math><\/span>:<\/p>$/,
    );
    expect(item.options[0].optionText.match(/<span data-math="x = [23]"><math/g)).toHaveLength(2);
    // A formula that does not parse is kept as its LaTeX.
    expect(item.options[1].optionText).toBe('<p><span data-math="\\frac{1}{" data-invalid="">\\frac{1}{</span></p>');
  });

  it("refuses an oversized and a malformed file cleanly", async () => {
    const teacher = await signedIn(app);
    const big = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "csv")
      .attach("file", Buffer.alloc(10 * 1024 * 1024 + 1, "a"), "grande.csv");
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Arquivo muito grande: o limite é 10 MB.");

    const broken = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "excel")
      .attach("file", Buffer.from("não é um xlsx"), "x.xlsx");
    expect(broken.status).toBe(200);
    expect(broken.body).toEqual({ imported: 0, errors: ["Arquivo Excel inválido."] });

    const noFile = await app.api().post("/api/question-bank/bulk-import").set(teacher.auth).field("type", "csv");
    expect(noFile.body.message).toBe("Escolha um arquivo para importar.");
    const badType = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(teacher.auth)
      .field("type", "doc")
      .attach("file", Buffer.from("x"), "x.doc");
    expect(badType.body.errors).toEqual({
      type: "Tipo de arquivo inválido: use csv, excel, pdf, moodle-xml, gift, aiken ou qti.",
    });
    expect((await app.api().post("/api/question-bank/bulk-import").field("type", "csv")).status).toBe(401);
  });
});
