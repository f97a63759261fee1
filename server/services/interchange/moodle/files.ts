import type { Element } from "domhandler";
import { imageTypeOfName } from "../../objects/imageType";
import type { PortableImage } from "../portable";
import { children } from "../xml/boundedXml";
import { ownText } from "./xml";

/**
 * Images in Moodle's XML: each text field carries its files as `<file name path encoding="base64">`
 * children, and its HTML names them `@@PLUGINFILE@@/path/name`, the name URL-encoded. We carry
 * them as the question's images, named in its HTML `portable:NAME`.
 */

export const PLUGINFILE = "@@PLUGINFILE@@";

export interface MoodleFile {
  /** Its folder, "/" for most ("/sub/" otherwise). */
  path: string;
  name: string;
  bytes: Buffer;
}

/** The base64 files a field element carries. */
export const fieldFiles = (field: Element): MoodleFile[] =>
  children(field, "file")
    .filter((file) => (file.attribs.encoding ?? "base64").toLowerCase() === "base64" && file.attribs.name)
    .map((file) => ({
      path: file.attribs.path || "/",
      name: file.attribs.name,
      bytes: Buffer.from(ownText(file), "base64"),
    }));

function decoded(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}

/** Characters that would end the `src` attribute or the URL that carries the name (a space is kept: it is quoted). */
const safeName = (name: string) => name.replace(/[^\S ]|["'<>&/\\]/g, "_");

/** The files of one field, or of a whole question, by where Moodle's HTML names them. */
export class FileIndex {
  private readonly byLocation = new Map<string, MoodleFile>();
  private readonly byName = new Map<string, MoodleFile>();

  constructor(files: MoodleFile[]) {
    for (const file of files) {
      if (!this.byLocation.has(file.path + file.name)) this.byLocation.set(file.path + file.name, file);
      if (!this.byName.has(file.name)) this.byName.set(file.name, file);
    }
  }

  at = (path: string, name: string) => this.byLocation.get(path + name);
  named = (name: string) => this.byName.get(name);
}

/**
 * The images of one question, gathered field by field. Two files of the same name in different
 * fields are one image when their bytes are the same, and two images otherwise ("x.png", "x-2.png").
 */
export class QuestionImages {
  readonly images: PortableImage[] = [];
  /** Each image by the name its file had, to find the same file again in another field. */
  private readonly byFileName = new Map<string, PortableImage[]>();
  private readonly names = new Set<string>();

  constructor(private readonly allFiles: FileIndex) {}

  /** The field's HTML with each `@@PLUGINFILE@@` image it carries named `portable:NAME`. */
  resolve(html: string, files: FileIndex): string {
    if (!html.includes(PLUGINFILE)) return html;
    // A query (Moodle adds `?time=…` to some) is dropped with the URL.
    return html.replace(/@@PLUGINFILE@@(\/[^"'<>\s?#]*)(?:[?#][^"'<>\s]*)?/g, (url: string, location: string) => {
      const slash = location.lastIndexOf("/");
      const name = decoded(location.slice(slash + 1));
      // A file is looked for in its own field first; hand-written files often keep them all in the question text.
      const file = files.at(decoded(location.slice(0, slash + 1)), name) ?? this.allFiles.named(name);
      const mimeType = file && imageTypeOfName(file.name);
      return file && mimeType ? `portable:${this.nameFor(file, mimeType)}` : url;
    });
  }

  private nameFor(file: MoodleFile, mimeType: string): string {
    const sameName = this.byFileName.get(file.name) ?? [];
    const same = sameName.find((image) => image.bytes.equals(file.bytes));
    if (same) return same.name;
    const base = safeName(file.name);
    const dot = base.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
    let name = base;
    for (let copy = 2; this.names.has(name); copy++) name = `${stem}-${copy}${extension}`;
    const image = { name, mimeType, bytes: file.bytes };
    this.images.push(image);
    this.names.add(name);
    this.byFileName.set(file.name, [...sameName, image]);
    return name;
  }
}
