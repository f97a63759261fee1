import { describe, expect, it } from "vitest";
import { binaryBody } from "../support/binaryBody";
import { contractOf } from "../support/contracts";
import { applyOnPaper, buildPaperExam, savedSheets } from "../support/paper";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("scans");

describe("answer sheet reading answers", () => {
  it("the upload, the batch and a sheet's picture follow their contracts", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza"]);
    const application = await applyOnPaper(app, setup, { versions: 1 });
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 9)]);
    const upload = await contract.answer(
      "POST /api/applications/:id/scans",
      app.api().post(`/api/applications/${application.id}/scans`).set(setup.teacher.auth).attach("files", corrupt, "foto.jpg"),
      202,
    );
    let batch = await app.api().get(`/api/scan-batches/${upload.body.id}`).set(setup.teacher.auth);
    for (let tries = 0; batch.body.status === "processing" && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      batch = await app.api().get(`/api/scan-batches/${upload.body.id}`).set(setup.teacher.auth);
    }
    await contract.answer(
      "GET /api/scan-batches/:id",
      app.api().get(`/api/scan-batches/${upload.body.id}`).set(setup.teacher.auth),
    );

    // A sheet read with its picture, as the reader keeps it, waiting for a doubtful answer.
    const doubtful = { questionNumber: 1, read: null, state: "doubtful" as const, confidence: 0.5 };
    const { sheetIds } = await savedSheets(app.db, application.id, [
      { status: "review", studentId: setup.students[0].id, answers: [doubtful] },
    ]);
    const sheet = { id: sheetIds[0] };
    await contract.answer(
      "GET /api/applications/:id/scans",
      app.api().get(`/api/applications/${application.id}/scans`).set(setup.teacher.auth),
    );
    await contract.answer(
      "GET /api/scan-sheets/:id/image",
      app.api().get(`/api/scan-sheets/${sheet.id}/image`).set(setup.teacher.auth).parse(binaryBody),
    );
    await contract.answer(
      "PATCH /api/scan-sheets/:id",
      app
        .api()
        .patch(`/api/scan-sheets/${sheet.id}`)
        .set(setup.teacher.auth)
        .send({ answers: [{ questionNumber: 1, choice: "B" }] }),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
