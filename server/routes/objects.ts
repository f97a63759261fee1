import express, { Router, type Request } from "express";
import { UPLOAD_LIMITS } from "../../shared/constants";
import { logoSchema, normalizeObjectSchema, uploadRequestSchema, uploadTokenParam } from "../../shared/schemas/objects";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { AppError } from "../errors";
import { parsed, validate } from "../http/validate";
import { objectPolicy } from "../policies/objects";
import { authorize } from "../policies/roles";
import { presentObjectPath, presentUploadUrl } from "../presenters/objects";
import { databaseObjectStorage } from "../services/objects/objectStorage";
import { createUploadTicket, objectIdFrom, openUploadTicket, receiveUpload, tooLarge } from "../services/objects/uploads";
import type { UploadPurpose } from "../../shared/constants";

/** Reads the raw body up to `limit` bytes; a bigger one stops at the limit (or at its Content-Length). */
function readBody(req: Request, purpose: UploadPurpose): Promise<Buffer> {
  const limit = UPLOAD_LIMITS[purpose];
  if (Number(req.get("content-length") ?? 0) > limit) return Promise.reject(tooLarge(purpose));
  return new Promise((resolve, reject) => {
    express.raw({ type: () => true, limit })(req, req.res!, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") return reject(tooLarge(purpose));
      if (error) return reject(error);
      resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });
}

/** The upload flow of docs/architecture.md#9-uploads-and-object-storage: ask for a URL, PUT the file there, normalise its path. */
export function objectsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  const upload = { body: uploadRequestSchema };
  router.post("/upload", validate(upload), async (req, res) => {
    res.json(presentUploadUrl(await createUploadTicket(db, currentUser(req), parsed(req, upload).body.purpose)));
  });

  const send = { params: uploadTokenParam };
  router.put("/uploads/:token", validate(send), async (req, res) => {
    const ticket = await openUploadTicket(db, parsed(req, send).params.token, currentUser(req));
    const stored = await receiveUpload(db, ticket, await readBody(req, ticket.purpose));
    res.status(201).json(presentObjectPath(stored.id));
  });

  const normalize = { body: normalizeObjectSchema };
  router.post("/normalize", validate(normalize), async (req, res) => {
    const id = await objectIdFrom(db, parsed(req, normalize).body.rawPath);
    const object = await databaseObjectStorage(db).describe(id);
    if (!object || !objectPolicy.read(currentUser(req), object)) throw AppError.notFound("Arquivo não encontrado.");
    res.json(presentObjectPath(id));
  });

  return router;
}

/** `PUT /api/logos`: a school logo becomes readable by everyone who can see the exam. */
export function logosRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const logo = { body: logoSchema };
  router.put("/", validate(logo), async (req, res) => {
    const storage = databaseObjectStorage(db);
    const id = await objectIdFrom(db, parsed(req, logo).body.logoURL);
    const object = await storage.describe(id);
    if (!object || !objectPolicy.read(currentUser(req), object)) throw AppError.notFound("Arquivo não encontrado.");
    authorize(objectPolicy.manage(currentUser(req), object));
    await storage.setVisibility(id, "public");
    res.json(presentObjectPath(id));
  });
  return router;
}
