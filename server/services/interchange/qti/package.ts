import type { Element } from "domhandler";
import { openZip, type ZipArchive, type ZipProblem } from "../../common/zipArchive";
import {
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_PACKAGE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  TOO_MANY_QUESTIONS_REFUSAL,
} from "../portable";
import { child, children } from "../xml/boundedXml";
import * as messages from "./limits";
import { readLom, type ItemMetadata } from "./lom";
import { folderOf, resolveHref } from "./paths";
import { descendants, parseXml } from "./xml";

/**
 * A QTI content package: a ZIP whose imsmanifest.xml lists the items as resources. The ZIP is
 * judged whole before any entry is expanded (server/services/common/zipArchive.ts); every href is resolved against the
 * file that names it and must stay inside the package, or the package is refused. Items follow
 * the order of the package's assessment test when it has one, then the manifest's order.
 */

/** A package refused whole; thrown from deep in the reading and caught by the reader. */
export class PackageRefused extends Error {
  constructor(readonly refusal: string) {
    super(refusal);
  }
}

export interface PackageItem {
  /** The resource's identifier, for messages about an item whose file cannot be read. */
  identifier: string;
  /** The item file's path in the package. */
  path: string;
  metadata: ItemMetadata;
}

export interface QtiPackage {
  items: PackageItem[];
  /** A file of the package by its path, or null when the package has no such file; throws PackageRefused past 10 MB. */
  file(path: string): Buffer | null;
}

const LIMITS = {
  maxEntries: messages.MAX_PACKAGE_ENTRIES,
  maxUncompressedBytes: messages.MAX_PACKAGE_UNCOMPRESSED_BYTES,
  maxRatio: messages.MAX_PACKAGE_RATIO,
  ratioFloorBytes: messages.PACKAGE_RATIO_FLOOR_BYTES,
};

const ZIP_MESSAGES: Record<ZipProblem, string> = {
  invalid: messages.INVALID_PACKAGE,
  encrypted: messages.ENCRYPTED_PACKAGE,
  "too-large": messages.PACKAGE_EXPANDS_TOO_MUCH,
  ratio: messages.PACKAGE_RATIO_TOO_HIGH,
  "too-many-entries": messages.PACKAGE_TOO_MANY_ENTRIES,
  "size-mismatch": messages.PACKAGE_SIZE_MISMATCH,
};

const ITEM_TYPE = /^imsqti_(apip)?item_xmlv(2p[0-2]|3p0)/i;
const TEST_TYPE = /^imsqti_(apip)?test_xmlv(2p[0-2]|3p0)/i;
const QTI_12_TYPE = /^imsqti_xmlv1p/i;

/** Opens the package; throws PackageRefused. */
export function openQtiPackage(bytes: Buffer): QtiPackage {
  if (bytes.length > MAX_INTERCHANGE_PACKAGE_BYTES) throw new PackageRefused(messages.PACKAGE_TOO_LARGE);
  const zip = openZip(bytes, LIMITS);
  if ("problem" in zip) throw new PackageRefused(ZIP_MESSAGES[zip.problem]);
  // Each entry is expanded once however many items show it: the package's declared size bounds the memory.
  const expanded = new Map<string, Buffer | null>();
  const file = (path: string) => {
    if (!expanded.has(path)) expanded.set(path, readEntry(zip, path));
    return expanded.get(path)!;
  };

  const manifestPath = [...zip.files.keys()]
    .filter((name) => name === "imsmanifest.xml" || name.endsWith("/imsmanifest.xml"))
    .sort((first, second) => first.length - second.length)[0];
  if (!manifestPath) throw new PackageRefused(messages.NO_MANIFEST);
  const manifest = parseXmlFile(file(manifestPath)!);
  const root = child(manifest, "manifest");
  const resourcesElement = child(root, "resources");
  const base = withBase(folderOf(manifestPath), resourcesElement);

  const items: PackageItem[] = [];
  const tests: string[] = [];
  let oldQti = false;
  for (const resource of children(resourcesElement, "resource")) {
    const folder = withBase(base, resource);
    // Every file a resource names must stay in the package, whether or not it is read.
    const files = children(resource, "file").map((element) => safePath(folder, element.attribs.href ?? ""));
    const href = resource.attribs.href ? safePath(folder, resource.attribs.href) : files[0];
    const type = resource.attribs.type ?? "";
    if (QTI_12_TYPE.test(type)) oldQti = true;
    if (!href) continue;
    if (ITEM_TYPE.test(type))
      items.push({ identifier: resource.attribs.identifier ?? href, path: href, metadata: readLom(resource) });
    else if (TEST_TYPE.test(type)) tests.push(href);
  }
  if (items.length === 0) throw new PackageRefused(oldQti ? messages.QTI_12 : messages.NO_ITEMS);
  if (items.length > MAX_INTERCHANGE_QUESTIONS) throw new PackageRefused(TOO_MANY_QUESTIONS_REFUSAL);
  return { items: inTestOrder(items, tests, file), file };
}

function readEntry(zip: ZipArchive, path: string): Buffer | null {
  const entry = zip.files.get(path);
  if (!entry) return null;
  if (entry.size > MAX_INTERCHANGE_FILE_BYTES) throw new PackageRefused(messages.ENTRY_TOO_LARGE(path));
  const data = zip.read(entry);
  if ("problem" in data) throw new PackageRefused(ZIP_MESSAGES[data.problem]);
  return data;
}

export function parseXmlFile(bytes: Buffer) {
  const document = parseXml(bytes.toString("utf8"));
  if (!document) throw new PackageRefused(messages.TOO_DEEP);
  return document;
}

/** The path of an href in the package; throws PackageRefused for one that leaves it. */
export function safePath(folder: string, href: string): string {
  const path = resolveHref(folder, href);
  if (path === null) throw new PackageRefused(messages.UNSAFE_PATH(href));
  return path;
}

/** A resource's folder with its `xml:base`, which must itself stay inside the package. */
function withBase(folder: string, element: Element | undefined): string {
  const base = element?.attribs["xml:base"];
  if (!base) return folder;
  // Resolved as the folder of a file inside it, so that a base of "./" is the folder itself.
  return folderOf(safePath(folder, `${base.replace(/\/?$/, "/")}_`));
}

/** Items in the order their test lists them; those no test lists keep the manifest's order after them. */
function inTestOrder(items: PackageItem[], tests: string[], file: QtiPackage["file"]): PackageItem[] {
  const testPath = tests[0];
  const bytes = testPath ? file(testPath) : null;
  if (!testPath || !bytes) return items;
  const test = parseXmlFile(bytes);
  const order = new Map<string, number>();
  for (const reference of [...descendants(test, "assessmentItemRef"), ...descendants(test, "qti-assessment-item-ref")]) {
    if (!reference.attribs.href) continue;
    const path = safePath(folderOf(testPath), reference.attribs.href);
    if (!order.has(path)) order.set(path, order.size);
  }
  const position = new Map(items.map((item, index) => [item, index]));
  const rank = (item: PackageItem) => order.get(item.path) ?? order.size + position.get(item)!;
  return [...items].sort((first, second) => rank(first) - rank(second));
}
