import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn, unique } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("profile");

describe("own account answers", () => {
  it("the profile, its password and its photo follow their schemas", async () => {
    const me = await signedIn(app);
    await contract.answer("GET /api/user/profile", app.api().get("/api/user/profile").set(me.auth));
    const profile = { username: `Pessoa ${unique()}`, email: `pessoa.${unique()}@escola.test` };
    await contract.answer("PUT /api/user/profile", app.api().put("/api/user/profile").set(me.auth).send(profile));
    await contract.answer(
      "PUT /api/user/change-password",
      app.api().put("/api/user/change-password").set(me.auth).send({ currentPassword: me.password, newPassword: "nova-senha" }),
      204,
    );

    const upload = await contract.answer(
      "POST /api/user/profile-photo/upload",
      app.api().post("/api/user/profile-photo/upload").set(me.auth),
    );
    const sent = await app
      .api()
      .put(upload.body.uploadURL as string)
      .set(me.auth)
      .set("Content-Type", "image/png")
      .send(PNG_1X1);
    const photo = { photoURL: sent.body.objectPath as string };
    await contract.answer("PUT /api/user/profile-photo", app.api().put("/api/user/profile-photo").set(me.auth).send(photo));
    await contract.answer("DELETE /api/user/profile-photo", app.api().delete("/api/user/profile-photo").set(me.auth));
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
