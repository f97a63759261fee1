import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import type { PortableRead, PortableReader, PortableRefusal } from "../../server/services/interchange/portable";

/** Files written as the tools write them (Moodle, TAO, Aiken and GIFT editors). */
export const INTERCHANGE_FIXTURES = fileURLToPath(new URL("../fixtures/interchange/", import.meta.url));

export const interchangeFixture = (name: string) => readFileSync(new URL(`../fixtures/interchange/${name}`, import.meta.url));

/** A ZIP of these files, compressed as the tools compress them. */
export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [path, content] of Object.entries(files)) zip.file(path, content);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/**
 * A reader as the tests call it, on bytes or on text (taken as UTF-8): what it answers, the
 * questions of a file it must read, or the refusal of one it must refuse. Most readers answer a
 * Promise (they read a long file in turns), so every answer is awaited.
 */
export function testReader(reader: PortableReader) {
  const answer = async (file: Buffer | string): Promise<PortableRead | PortableRefusal> =>
    reader(typeof file === "string" ? Buffer.from(file, "utf8") : file);
  return {
    answer,
    async read(file: Buffer | string): Promise<PortableRead> {
      const result = await answer(file);
      if ("refusal" in result) throw new Error(`refused: ${result.refusal}`);
      return result;
    },
    async refusal(file: Buffer | string): Promise<string> {
      const result = await answer(file);
      if (!("refusal" in result)) throw new Error(`read ${result.questions.length} questions instead of refusing the file`);
      return result.refusal;
    },
  };
}

/**
 * What a reader may take on a hostile file of the largest size it reads: linear readers take well
 * under a second, quadratic ones minutes or hours, and a loaded machine stretches the first, not
 * to this.
 */
export const LINEAR_BOUND_MS = 10_000;
