import { describe, expect, it } from "vitest";
import { binaryBody } from "../support/binaryBody";
import { contractOf } from "../support/contracts";
import { signedIn } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("objects");

describe("file answers", () => {
  it("the upload flow, the logo and the stored file follow their contracts", async () => {
    const me = await signedIn(app);
    const upload = await contract.answer(
      "POST /api/objects/upload",
      app.api().post("/api/objects/upload").set(me.auth).send({ purpose: "logo" }),
    );
    const sent = await contract.answer(
      "PUT /api/objects/uploads/:token",
      app
        .api()
        .put(upload.body.uploadURL as string)
        .set(me.auth)
        .set("Content-Type", "image/png")
        .send(PNG_1X1),
      201,
    );
    const path = sent.body.objectPath as string;
    await contract.answer(
      "POST /api/objects/normalize",
      app.api().post("/api/objects/normalize").set(me.auth).send({ rawPath: path }),
    );
    await contract.answer("PUT /api/logos", app.api().put("/api/logos").set(me.auth).send({ logoURL: path }));
    await contract.answer("GET /objects/:id", app.api().get(path).set(me.auth).parse(binaryBody));
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
