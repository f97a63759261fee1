import { UPLOAD_LIMITS } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { objectIdsIn } from "../objects/references";
import { imageExtension, sniffImageType } from "../objects/imageType";
import { databaseObjectStorage } from "../objects/objectStorage";
import { loadImages } from "../exports/inlineImages";
import type { ScopedActor } from "../../policies/exams";
import type { PortableImage, PortableQuestion } from "./portable";

/** The HTML fields of a question that may show an image. */
const htmlFields = (question: PortableQuestion) => [
  question.html,
  question.expectedAnswer,
  question.explanation,
  ...question.options.map((option) => option.html),
];

/** Image sources as the readers write them, and as stored rich text holds them: matched in linear time. */
const PORTABLE_SOURCE = /\bsrc="(portable:[^"]*)"/g;
const STORED_SOURCE = /\bsrc="(\/objects\/[0-9a-f-]{36})"/gi;

function withSources(question: PortableQuestion, pattern: RegExp, source: (src: string) => string | undefined): PortableQuestion {
  const swap = (html: string) =>
    html.replace(pattern, (whole, src: string) => {
      const replaced = source(src);
      return replaced === undefined ? whole : `src="${replaced}"`;
    });
  return {
    ...question,
    html: swap(question.html),
    expectedAnswer: question.expectedAnswer && swap(question.expectedAnswer),
    explanation: question.explanation && swap(question.explanation),
    options: question.options.map((option) => ({ ...option, html: swap(option.html) })),
  };
}

/**
 * Stores a question's images as its importer's private files and points its HTML at them
 * (`portable:NAME` becomes `/objects/<id>`). An image that is not PNG, JPEG, GIF or WebP, or that is
 * larger than a question image may be, is not stored: its `img` keeps a source the sanitiser drops.
 */
export async function storeImages(db: Database, ownerId: string, question: PortableQuestion): Promise<PortableQuestion> {
  const stored = new Map<string, string>();
  const storage = databaseObjectStorage(db);
  for (const image of question.images) {
    const contentType = sniffImageType(image.bytes);
    if (!contentType || image.bytes.length > UPLOAD_LIMITS["question-image"]) continue;
    const object = await storage.save({ ownerId, purpose: "question-image", contentType, bytes: image.bytes });
    stored.set(`portable:${image.name}`, `/objects/${object.id}`);
  }
  return withSources({ ...question, images: [] }, PORTABLE_SOURCE, (src) => stored.get(src) ?? "");
}

/**
 * The stored images a question shows, carried with it for export (`/objects/<id>` becomes
 * `portable:imagem-N.ext`). Images the exporter may not read are left as they were.
 */
export async function carryImages(db: Database, reader: ScopedActor, question: PortableQuestion): Promise<PortableQuestion> {
  if (objectIdsIn(htmlFields(question)).size === 0) return question;
  const loaded = await loadImages(db, reader, htmlFields(question));
  const images: PortableImage[] = [];
  const names = new Map<string, string>();
  for (const [path, image] of loaded) {
    const name = `imagem-${images.length + 1}.${imageExtension(image.contentType) ?? "png"}`;
    images.push({ name, mimeType: image.contentType, bytes: image.bytes });
    names.set(path, `portable:${name}`);
  }
  return { ...withSources(question, STORED_SOURCE, (src) => names.get(src.toLowerCase())), images };
}
