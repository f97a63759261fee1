import { createHash, randomBytes } from "node:crypto";
import { UPLOAD_LIMITS, type UploadPurpose } from "../../../shared/constants";
import type { Database } from "../../db/client";
import {
  claimUploadTicket,
  deleteStaleUploadTickets,
  findUploadTicket,
  insertUploadTicket,
} from "../../db/queries/uploadTickets";
import type { UploadTicketRow, UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { sniffImageType } from "./imageType";
import { databaseObjectStorage, type StoredObject } from "./objectStorage";

/** Long enough to pick a file and send it on a slow school connection, short enough to be useless if leaked. */
const TICKET_TTL_MS = 10 * 60_000;
const UPLOAD_PATH = "/api/objects/uploads/";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1_048_576)} MB`;
}

export function tooLarge(purpose: UploadPurpose): AppError {
  return new AppError(413, "payload_too_large", `A imagem deve ter no máximo ${megabytes(UPLOAD_LIMITS[purpose])}.`);
}

export async function createUploadTicket(db: Database, user: UserRow, purpose: UploadPurpose, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await deleteStaleUploadTickets(db, new Date(now.getTime() - 24 * 3_600_000));
  await insertUploadTicket(db, {
    tokenHash: hash(token),
    userId: user.id,
    purpose,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return { uploadURL: `${UPLOAD_PATH}${token}` };
}

/** The ticket behind an upload token, checked before a byte of the body is read. */
export async function openUploadTicket(db: Database, token: string, user: UserRow, now = new Date()): Promise<UploadTicketRow> {
  const ticket = await findUploadTicket(db, hash(token));
  if (!ticket) throw AppError.notFound("Link de envio inválido. Solicite um novo envio.");
  if (ticket.userId !== user.id) throw AppError.forbidden("Este link de envio pertence a outro usuário.");
  if (ticket.usedAt) throw new AppError(410, "upload_used", "Este link de envio já foi usado. Solicite um novo envio.");
  if (ticket.expiresAt <= now) throw new AppError(410, "upload_expired", "Este link de envio expirou. Solicite um novo envio.");
  return ticket;
}

/** Stores the file if it is an image within the purpose's limit, and spends the ticket: all or nothing. */
export async function receiveUpload(
  db: Database,
  ticket: UploadTicketRow,
  bytes: Buffer,
  now = new Date(),
): Promise<StoredObject> {
  if (bytes.length === 0) throw AppError.badRequest("O arquivo está vazio.");
  if (bytes.length > UPLOAD_LIMITS[ticket.purpose]) throw tooLarge(ticket.purpose);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw AppError.badRequest("Formato não suportado: envie uma imagem PNG, JPEG, GIF ou WebP.");

  return db.transaction(async (tx) => {
    const stored = await databaseObjectStorage(tx).save({ ownerId: ticket.userId, purpose: ticket.purpose, contentType, bytes });
    if (!(await claimUploadTicket(tx, ticket.id, stored.id, now))) {
      throw new AppError(410, "upload_used", "Este link de envio já foi usado ou expirou. Solicite um novo envio.");
    }
    return stored;
  });
}

const OBJECT_PATH = /^\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const BARE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_OBJECT_PATH = "Caminho de arquivo inválido.";

/**
 * Any way a client may name a stored file — the upload URL it sent the file to, `/objects/<id>`,
 * or the bare object name (docs/architecture.md#9-uploads-and-object-storage) — as the object's id.
 */
export async function objectIdFrom(db: Database, raw: string): Promise<string> {
  const value = raw.trim();
  const uploadAt = value.indexOf(UPLOAD_PATH);
  if (uploadAt >= 0) {
    const token = value.slice(uploadAt + UPLOAD_PATH.length).split(/[?#]/)[0];
    const ticket = await findUploadTicket(db, hash(token));
    if (!ticket?.objectId) throw AppError.badRequest("Este envio não foi concluído. Envie o arquivo novamente.");
    return ticket.objectId;
  }
  const path = value.startsWith("/objects/") ? value : BARE_ID.test(value) ? `/objects/${value}` : undefined;
  const id = path?.match(OBJECT_PATH)?.[1];
  if (!id) throw AppError.badRequest(INVALID_OBJECT_PATH);
  return id.toLowerCase();
}

export const objectPath = (id: string) => `/objects/${id}`;
