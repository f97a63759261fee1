import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("imports");

describe("import answers", () => {
  it("an exam file's preview follows its schema, good rows and refused ones alike", async () => {
    const teacher = await signedIn(app);
    const csv = [
      "Pergunta,Tipo,Pontos,Descritor,Opção A,Opção B,Opção C,Opção D,Resposta Correta",
      "Quanto é 7 x 8?,multiple_choice,1,D17,54,56,58,64,B",
      "Explique a fotossíntese.,essay,2,D10,,,,,",
      ",essay,1",
    ].join("\n");
    const response = await contract.answer(
      "POST /api/imports/exam-questions",
      app.api().post("/api/imports/exam-questions").set(teacher.auth).attach("file", Buffer.from(csv), "questoes.csv"),
    );
    expect(response.body.drafts).toHaveLength(3);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
