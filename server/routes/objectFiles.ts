import { Router } from "express";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { objectPolicy } from "../policies/objects";
import { databaseObjectStorage } from "../services/storage/objectStorage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /objects/<id>`: the stored image with its own type, never sniffed by the browser, never
 * run as a page. Bytes under an id never change, so caches may keep them; private files only in
 * the user's own browser cache.
 */
export function objectFilesRouter(db: Database): Router {
  const router = Router();
  router.get("/:id", async (req, res) => {
    const id = req.params.id;
    const storage = databaseObjectStorage(db);
    const object = UUID.test(id) ? await storage.describe(id) : undefined;
    if (!object) throw AppError.notFound("Arquivo não encontrado.");
    if (!objectPolicy.read(req.auth?.user, object)) {
      throw req.auth ? AppError.notFound("Arquivo não encontrado.") : AppError.unauthorized();
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
