import { imageExtension, imageTypeOfName } from "../../objects/imageType";
import type { PortableImage } from "../portable";
import { PLUGINFILE } from "./files";

/**
 * The writer's side of images: a question's `portable:NAME` images become files of the fields
 * that show them, named in their HTML `@@PLUGINFILE@@/NAME` with the name URL-encoded as Moodle's
 * rawurlencode does.
 */

const rawUrlEncoded = (name: string) =>
  encodeURIComponent(name).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name the file takes in Moodle: Moodle knows an image by its extension, and a `/` would make it a folder. */
function moodleName(image: PortableImage): string {
  const name = image.name.replaceAll("/", "_");
  if (imageTypeOfName(name) === image.mimeType) return name;
  const extension = imageExtension(image.mimeType);
  return extension ? `${name}.${extension}` : name;
}

export interface MoodleImage {
  fileName: string;
  bytes: Buffer;
}

/** One question's images, handed to each field whose HTML shows them. */
export class PluginFiles {
  private readonly byName = new Map<string, MoodleImage>();
  private readonly shown = new Set<string>();

  constructor(private readonly images: PortableImage[]) {
    for (const image of images) this.byName.set(image.name, { fileName: moodleName(image), bytes: image.bytes });
  }

  /** The field's HTML with its images' sources made Moodle's, and the files the field must carry. */
  field(html: string): { html: string; files: MoodleImage[] } {
    const files: MoodleImage[] = [];
    const written = html.replace(/(["'])portable:([^"'<>]*)\1/g, (source: string, quote: string, name: string) => {
      const image = this.byName.get(name);
      if (!image) return source;
      if (!files.includes(image)) files.push(image);
      this.shown.add(name);
      return `${quote}${PLUGINFILE}/${rawUrlEncoded(image.fileName)}${quote}`;
    });
    return { html: written, files };
  }

  /** The images no field showed, so that the file still carries them (with the question's text). */
  unshown(): MoodleImage[] {
    return this.images.filter((image) => !this.shown.has(image.name)).map((image) => this.byName.get(image.name)!);
  }
}
