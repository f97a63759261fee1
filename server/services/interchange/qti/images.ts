import type { PortableImage } from "../portable";
import { baseNameOf } from "./paths";

/**
 * The images of one question read from a package: each file becomes a PortableImage once, named
 * by its file name (made unique within the question), and its `<img>` points at `portable:NAME`.
 */

export class QuestionImages {
  readonly images: PortableImage[] = [];
  private readonly byPath = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** The next suffix to try for a name already taken, so that many files of one name stay linear. */
  private readonly nextSuffix = new Map<string, number>();

  /** The image's name in the question for a file of the package (or inline data), adding it on first sight. */
  add(path: string, bytes: Buffer, mimeType: string, fileName = baseNameOf(path)): string {
    const known = this.byPath.get(path);
    if (known !== undefined) return known;
    const name = this.uniqueName(fileName.replace(/[^\p{L}\p{N}._-]/gu, "_") || "imagem");
    this.images.push({ name, mimeType, bytes });
    this.byPath.set(path, name);
    this.taken.add(name);
    return name;
  }

  private uniqueName(wanted: string): string {
    if (!this.taken.has(wanted)) return wanted;
    const dot = wanted.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ""];
    let counter = this.nextSuffix.get(wanted) ?? 2;
    while (this.taken.has(`${stem}-${counter}${extension}`)) counter++;
    this.nextSuffix.set(wanted, counter + 1);
    return `${stem}-${counter}${extension}`;
  }
}
