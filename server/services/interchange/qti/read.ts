import type { Document } from "domhandler";
import { startsAsZip } from "../../../../shared/interchange/limits";
import { imageExtension, imageTypeOf } from "../../objects/imageType";
import {
  FILE_TOO_LARGE_REFUSAL,
  MAX_INTERCHANGE_FILE_BYTES,
  type PortableQuestion,
  type PortableReader,
  type SkippedQuestion,
} from "../portable";
import { turnTaker } from "../../common/turns";
import { childElements } from "../xml/boundedXml";
import { readItem, type ItemImage, type ItemSource } from "./item21";
import { QTI3_ROOT, qti3Name, toQti2Vocabulary } from "./item30";
import * as messages from "./limits";
import { PackageRefused, openQtiPackage, parseXmlFile, safePath, type QtiPackage } from "./package";
import { baseNameOf, folderOf, isExternal } from "./paths";

/**
 * Reads QTI 2.1, 2.2 and 3.0: a content package (.zip with imsmanifest.xml) or a single item
 * file. An image the package does not hold, or one on the web, is left out of the question
 * without a word: the question still reads, and the teacher sees the gap when reviewing it.
 */
export const readQti: PortableReader = async (bytes) => {
  try {
    return startsAsZip(bytes) ? await readPackage(bytes) : readSingleItem(bytes);
  } catch (error) {
    if (error instanceof PackageRefused) return { refusal: error.refusal };
    throw error;
  }
};

type Version = "2" | "3";

/** The document's QTI version, renamed to the 2.x vocabulary; throws PackageRefused when it is no item. */
function itemVersion(document: Document): Version | "test" | "qti12" | null {
  const root = childElements(document)[0]?.name;
  if (root === "assessmentItem") return "2";
  if (root === QTI3_ROOT) {
    toQti2Vocabulary(document);
    return "3";
  }
  if (root === "assessmentTest" || root === "qti-assessment-test") return "test";
  if (root === "questestinterop") return "qti12";
  return null;
}

const nameOf = (version: Version) => (name: string) => (version === "3" ? qti3Name(name) : name);

function readSingleItem(bytes: Buffer) {
  if (bytes.length > MAX_INTERCHANGE_FILE_BYTES) return { refusal: FILE_TOO_LARGE_REFUSAL };
  if (!/^(\uFEFF)?\s*</.test(bytes.subarray(0, 1024).toString("utf8"))) return { refusal: messages.NOT_QTI };
  const document = parseXmlFile(bytes);
  const version = itemVersion(document);
  if (version === "test") return { refusal: messages.TEST_ALONE };
  if (version === "qti12") return { refusal: messages.QTI_12 };
  if (version === null) return { refusal: messages.NOT_QTI };
  const read = readItem(document, { nameOf: nameOf(version), image: inlineImage });
  return "type" in read ? { questions: [read], skipped: [] } : { questions: [], skipped: [read] };
}

/** Its items are read in turns: read whole, a package of 5,000 (3.4 MB) held the server for 3 s on a loaded 2-core machine. */
async function readPackage(bytes: Buffer) {
  const qtiPackage = openQtiPackage(bytes);
  const questions: PortableQuestion[] = [];
  const skipped: SkippedQuestion[] = [];
  const takeTurn = turnTaker();
  for (const item of qtiPackage.items) {
    await takeTurn();
    const file = qtiPackage.file(item.path);
    if (!file) {
      skipped.push({ name: item.identifier, reason: `O arquivo ${item.path} do item não está no pacote.` });
      continue;
    }
    const document = parseXmlFile(file);
    const version = itemVersion(document);
    if (version !== "2" && version !== "3") {
      skipped.push({ name: item.identifier, reason: `O arquivo ${item.path} não é um item QTI.` });
      continue;
    }
    const source: ItemSource = { nameOf: nameOf(version), image: (src) => packageImage(qtiPackage, item.path, src) };
    const read = readItem(document, source);
    if (!("type" in read)) {
      skipped.push(read);
      continue;
    }
    read.tags = item.metadata.keywords;
    read.descriptors = item.metadata.descriptors;
    questions.push(read);
  }
  return { questions, skipped };
}

function packageImage(qtiPackage: QtiPackage, itemPath: string, src: string): ItemImage | null {
  if (isExternal(src)) return inlineImage(src);
  const path = safePath(folderOf(itemPath), src);
  const bytes = qtiPackage.file(path);
  const mimeType = bytes && imageTypeOf(bytes, path);
  return bytes && mimeType ? { key: path, fileName: baseNameOf(path), bytes, mimeType } : null;
}

/** An image written inline as base64 data; web addresses are not fetched. */
function inlineImage(src: string): ItemImage | null {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src.trim());
  if (!match) return null;
  const bytes = Buffer.from(match[2], "base64");
  const extension = imageExtension(match[1].toLowerCase());
  const mimeType = extension && imageTypeOf(bytes, `imagem.${extension}`);
  return mimeType ? { key: src, fileName: `imagem.${imageExtension(mimeType)}`, bytes, mimeType } : null;
}
