import { request as httpRequest } from "node:http";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { objects } from "../../server/db/schema";
import { createUploadTicket } from "../../server/services/objects/uploads";
import type { ObjectPurpose } from "../../shared/constants";
import { buildSchool, signedIn } from "../support/factories";
import { GIF_1X1, JPEG_1X1, PNG_1X1, SVG, TEXT, WEBP_1X1, pngOfSize } from "../support/images";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
type Caller = Awaited<ReturnType<typeof signedIn>>;

async function uploadUrl(caller: Caller, purpose: ObjectPurpose): Promise<string> {
  const response =
    purpose === "profile-photo"
      ? await app.api().post("/api/user/profile-photo/upload").set(caller.auth)
      : await app.api().post("/api/objects/upload").set(caller.auth).send({ purpose });
  expect(response.status).toBe(200);
  return response.body.uploadURL;
}

function send(caller: Caller, url: string, bytes: Buffer, contentType = "application/octet-stream") {
  return app.api().put(url).set(caller.auth).set("Content-Type", contentType).send(bytes);
}

async function upload(caller: Caller, purpose: ObjectPurpose, bytes: Buffer = PNG_1X1): Promise<string> {
  const response = await send(caller, await uploadUrl(caller, purpose), bytes);
  expect(response.status).toBe(201);
  return response.body.objectPath;
}

const objectsOwnedBy = async (userId: string) =>
  (await app.db.select({ value: count() }).from(objects).where(eq(objects.ownerId, userId)))[0].value;

describe("the upload flow", () => {
  it("upload URL, PUT, normalize, set as photo, then served to anyone with the stored type", async () => {
    const me = await signedIn(app);
    const url = await uploadUrl(me, "profile-photo");
    expect(url).toMatch(/^\/api\/objects\/uploads\/[A-Za-z0-9_-]{43}$/);

    const sent = await send(me, url, PNG_1X1);
    expect(sent.status).toBe(201);
    const normalized = await app
      .api()
      .post("/api/objects/normalize")
      .set(me.auth)
      .send({ rawPath: `http://escola.test${url}` });
    expect(normalized.status).toBe(200);
    expect(normalized.body.objectPath).toBe(sent.body.objectPath);

    const set = await app
      .api()
      .put("/api/user/profile-photo")
      .set(me.auth)
      .send({ photoURL: normalized.body.objectPath, userId: me.user.id });
    expect(set.status).toBe(200);
    expect(set.body.profilePhotoUrl).toBe(sent.body.objectPath);
    expect((await app.api().get("/api/auth/profile").set(me.auth)).body.profilePhotoUrl).toBe(sent.body.objectPath);

    const served = await app.api().get(sent.body.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(Buffer.compare(served.body as Buffer, PNG_1X1)).toBe(0);
    const again = await app.api().get(sent.body.objectPath).set("If-None-Match", served.headers.etag);
    expect(again.status).toBe(304);
  });

  it("gives a bare object name the /objects/ prefix", async () => {
    const me = await signedIn(app);
    const path = await upload(me, "profile-photo");
    const bare = path.replace("/objects/", "");
    const response = await app.api().put("/api/user/profile-photo").set(me.auth).send({ profilePhotoUrl: bare });
    expect(response.status).toBe(200);
    expect(response.body.profilePhotoUrl).toBe(`/objects/${bare}`);
  });

  it("deletes the photo a new one replaces, and removes the photo on request", async () => {
    const me = await signedIn(app);
    const first = await upload(me, "profile-photo");
    await app.api().put("/api/user/profile-photo").set(me.auth).send({ photoURL: first });
    const second = await upload(me, "profile-photo", GIF_1X1);
    await app.api().put("/api/user/profile-photo").set(me.auth).send({ photoURL: second });
    expect((await app.api().get(first)).status).toBe(404);
    expect((await app.api().get(second)).headers["content-type"]).toBe("image/gif");

    const removed = await app.api().delete("/api/user/profile-photo").set(me.auth);
    expect(removed.body.profilePhotoUrl).toBeNull();
    expect((await app.api().get(second)).status).toBe(404);
  });

  it("refuses a photo that is not the caller's, and setting someone else's photo", async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    const theirs = await upload(other, "profile-photo");
    const response = await app.api().put("/api/user/profile-photo").set(me.auth).send({ photoURL: theirs });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Foto não encontrada. Envie a imagem novamente.");
    const forOther = await app
      .api()
      .put("/api/user/profile-photo")
      .set(me.auth)
      .send({ photoURL: theirs, userId: other.user.id });
    expect(forOther.status).toBe(403);
    const garbage = await app.api().put("/api/user/profile-photo").set(me.auth).send({ photoURL: "../../etc/passwd" });
    expect(garbage.body.message).toBe("Caminho de arquivo inválido.");
  });

  it("needs a session", async () => {
    expect((await app.api().post("/api/objects/upload").send({ purpose: "logo" })).status).toBe(401);
    expect((await app.api().post("/api/user/profile-photo/upload")).status).toBe(401);
    expect((await app.api().put("/api/user/profile-photo").send({ photoURL: "x" })).status).toBe(401);
  });
});

describe("what is accepted", () => {
  it.each([
    ["PNG", PNG_1X1, "image/png"],
    ["JPEG", JPEG_1X1, "image/jpeg"],
    ["GIF", GIF_1X1, "image/gif"],
    ["WebP", WEBP_1X1, "image/webp"],
  ])("accepts %s, typed by its bytes", async (_name, bytes, type) => {
    const me = await signedIn(app);
    const path = await upload(me, "question-image", bytes);
    expect((await app.api().get(path).set(me.auth)).headers["content-type"]).toBe(type);
  });

  it("takes a PNG sent as a .txt with a text type as the PNG it is", async () => {
    const me = await signedIn(app);
    const response = await send(me, await uploadUrl(me, "question-image"), PNG_1X1, "text/plain; name=foto.txt");
    expect(response.status).toBe(201);
    expect((await app.api().get(response.body.objectPath).set(me.auth)).headers["content-type"]).toBe("image/png");
  });

  it.each([
    ["a text file named .png", TEXT, "image/png"],
    ["an SVG", SVG, "image/svg+xml"],
  ])("refuses %s and keeps nothing", async (_name, bytes, type) => {
    const me = await signedIn(app);
    const response = await send(me, await uploadUrl(me, "question-image"), bytes, type);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Formato não suportado: envie uma imagem PNG, JPEG, GIF ou WebP.");
    expect(await objectsOwnedBy(me.user.id)).toBe(0);
  });

  it("refuses an empty file", async () => {
    const me = await signedIn(app);
    const response = await send(me, await uploadUrl(me, "logo"), Buffer.alloc(0));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("O arquivo está vazio.");
  });
});

describe("size limits", () => {
  it.each([
    ["profile-photo", 5_242_880, "A imagem deve ter no máximo 5 MB."],
    ["question-image", 5_242_880, "A imagem deve ter no máximo 5 MB."],
    ["logo", 10_485_760, "A imagem deve ter no máximo 10 MB."],
  ] as const)("%s: accepts exactly %i bytes and refuses one more with 413", async (purpose, limit, message) => {
    const me = await signedIn(app);
    const over = await send(me, await uploadUrl(me, purpose), pngOfSize(limit + 1));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(message);
    expect(await objectsOwnedBy(me.user.id)).toBe(0);

    const atLimit = await send(me, await uploadUrl(me, purpose), pngOfSize(limit));
    expect(atLimit.status).toBe(201);
  });

  it("stops a body without Content-Length at the limit", async () => {
    const me = await signedIn(app);
    const url = new URL(await uploadUrl(me, "question-image"), app.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "PUT",
          headers: { ...me.auth, "Transfer-Encoding": "chunked" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", () => undefined); // the server may close the socket once it has answered
      request.write(PNG_1X1);
      const chunk = Buffer.alloc(1_048_576);
      let sent = 0;
      const pump = () => {
        while (sent < 8 && request.write(chunk)) sent++;
        if (sent < 8)
          request.once("drain", () => {
            sent++;
            pump();
          });
        else request.end();
      };
      pump();
      setTimeout(() => reject(new Error("sem resposta")), 20_000);
    });
    expect(status).toBe(413);
  });

  it("keeps the upload URL usable after a refused file", async () => {
    const me = await signedIn(app);
    const url = await uploadUrl(me, "profile-photo");
    expect((await send(me, url, TEXT)).status).toBe(400);
    expect((await send(me, url, PNG_1X1)).status).toBe(201);
  });
});

describe("upload URLs", () => {
  it("are single-use", async () => {
    const me = await signedIn(app);
    const url = await uploadUrl(me, "logo");
    expect((await send(me, url, PNG_1X1)).status).toBe(201);
    const reused = await send(me, url, PNG_1X1);
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe("Este link de envio já foi usado. Solicite um novo envio.");
  });

  it("expire", async () => {
    const me = await signedIn(app);
    const { uploadURL } = await createUploadTicket(app.db, me.user, "logo", new Date(Date.now() - 11 * 60_000));
    const response = await send(me, uploadURL, PNG_1X1);
    expect(response.status).toBe(410);
    expect(response.body.message).toBe("Este link de envio expirou. Solicite um novo envio.");
  });

  it("belong to the user who asked for them", async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    const response = await send(other, await uploadUrl(me, "logo"), PNG_1X1);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("Este link de envio pertence a outro usuário.");
  });

  it("answer 404 when unknown", async () => {
    const me = await signedIn(app);
    expect((await send(me, "/api/objects/uploads/inventadoinventadoinventado", PNG_1X1)).status).toBe(404);
  });
});

describe("reading stored files", () => {
  it("keeps a private image to its owner, an admin and the colleagues of the owner's schools", async () => {
    const school = await buildSchool(app.db);
    const owner = await signedIn(app, "professor", { schoolIds: [school.id] });
    const path = await upload(owner, "question-image");
    expect((await app.api().get(path).set(owner.auth)).status).toBe(200);
    expect((await app.api().get(path)).status).toBe(401);
    const elsewhere = await buildSchool(app.db);
    for (const role of ["professor", "coordenador"] as const) {
      const outsider = await signedIn(app, role, { schoolIds: [elsewhere.id] });
      expect((await app.api().get(path).set(outsider.auth)).status, role).toBe(404);
    }
    for (const colleague of [await signedIn(app, "coordenador", { schoolIds: [school.id] }), await signedIn(app, "admin")]) {
      const seen = await app.api().get(path).set(colleague.auth);
      expect(seen.status).toBe(200);
      expect(seen.headers["cache-control"]).toBe("private, max-age=3600");
    }
  });

  it("PUT /api/logos makes a logo readable by anyone; only its owner (or an admin) may", async () => {
    const school = await buildSchool(app.db);
    const owner = await signedIn(app, "professor", { schoolIds: [school.id] });
    const path = await upload(owner, "logo");
    const otherProfessor = await signedIn(app, "professor");
    expect((await app.api().put("/api/logos").set(otherProfessor.auth).send({ logoURL: path })).status).toBe(404);
    // The school's principal sees the file but may not publish it.
    const diretor = await signedIn(app, "diretor", { schoolIds: [school.id] });
    expect((await app.api().put("/api/logos").set(diretor.auth).send({ logoURL: path })).status).toBe(403);

    const response = await app.api().put("/api/logos").set(owner.auth).send({ logoURL: path });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ objectPath: path });
    expect((await app.api().get(path)).status).toBe(200);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    expect((await app.api().get("/objects/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const malformed = await app.api().get("/objects/nada");
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe("Arquivo não encontrado.");
  });
});
