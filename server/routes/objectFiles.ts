import { Router } from "express";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { objectPolicy } from "../policies/objects";
import { capabilityOpensImage, headingCapabilityOpensImage } from "../services/attempts/images";
import { databaseObjectStorage } from "../services/objects/objectStorage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /objects/<id>`: the stored image with its own type, never sniffed by the browser, never
 * run as a page. Bytes under an id never change, so caches may keep them; private files only in
 * the user's own browser cache. Besides a staff session, `?a=` may carry a student's capability
 * for an image of the exam being answered, and `?h=` one for the logo of the exam's entry screen
 * (services/attemptImages.ts); one that does not open this file is refused like a session that
 * may not read it.
 */
export function objectFilesRouter(db: Database, secret: string): Router {
  const router = Router();
  router.get("/:id", async (req, res) => {
    const id = req.params.id;
    const attemptKey = typeof req.query.a === "string" ? req.query.a : undefined;
    const headingKey = typeof req.query.h === "string" ? req.query.h : undefined;
    const storage = databaseObjectStorage(db);
    const object = UUID.test(id) ? await storage.describe(id) : undefined;
    if (!object) throw AppError.notFound("Arquivo não encontrado.");
    const readable =
      objectPolicy.read(req.auth?.user, object) ||
      (attemptKey !== undefined && (await capabilityOpensImage(db, secret, attemptKey, object.id))) ||
      (headingKey !== undefined && (await headingCapabilityOpensImage(db, secret, headingKey, object.id)));
    if (!readable) {
      throw req.auth || attemptKey !== undefined || headingKey !== undefined
        ? AppError.notFound("Arquivo não encontrado.")
        : AppError.unauthorized();
    }

    const etag = `"${object.sha256}"`;
    res.set({
      "Content-Type": object.contentType,
      ETag: etag,
      "Cache-Control": object.visibility === "public" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    });
    if (req.fresh) return void res.status(304).end();
    const bytes = await storage.read(id);
    if (!bytes) throw AppError.notFound("Arquivo não encontrado.");
    res.send(bytes);
  });
  return router;
}
