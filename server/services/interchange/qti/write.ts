import JSZip from "jszip";
import { checkedSpec, type PortableQuestion, type PortableWriter, type SkippedQuestion } from "../portable";
import { TEST_PATH, hrefOf, manifestXml, testXml, type WrittenItem } from "./manifest";
import { QTI21, QTI30, type QtiVersion } from "./vocabulary";
import { itemXml } from "./writeItem";

/**
 * Questions as a QTI content package: imsmanifest.xml, an assessment test listing every item, one
 * item file per question under items/, and each question's images as files under
 * items/images/<item>/. Every question type of ours has its QTI counterpart; only a question whose
 * parts do not fit its type is left out.
 */
export const writeQti3: PortableWriter = (questions, title) => writePackage(questions, title, QTI30);
export const writeQti21: PortableWriter = (questions, title) => writePackage(questions, title, QTI21);

async function writePackage(questions: PortableQuestion[], title: string, version: QtiVersion) {
  const files: [string, string | Buffer][] = [];
  const leftOut: SkippedQuestion[] = [];
  const written = questions.flatMap((question) => {
    const checked = checkedSpec(question);
    if (checked && "problem" in checked) {
      leftOut.push({ name: question.name, reason: checked.problem });
      return [];
    }
    return [{ question, checked }];
  });
  const items: WrittenItem[] = written.map(({ question, checked }, index) => {
    const identifier = `questao-${index + 1}`;
    const path = `items/${identifier}.xml`;
    const imageFiles = new Map<string, string>();
    for (const image of question.images) {
      const fileName = uniqueFileName(image.name, new Set(imageFiles.values()));
      imageFiles.set(image.name, fileName);
      files.push([`items/images/${identifier}/${fileName}`, image.bytes]);
    }
    const imageSource = (name: string) => {
      const fileName = imageFiles.get(name);
      return fileName === undefined ? null : hrefOf(`images/${identifier}/${fileName}`);
    };
    files.push([path, itemXml(question, checked, identifier, version, { imageSource })]);
    return {
      identifier,
      path,
      imagePaths: [...imageFiles.values()].map((name) => `items/images/${identifier}/${name}`),
      question,
    };
  });

  const zip = new JSZip();
  zip.file("imsmanifest.xml", manifestXml(version, items, title));
  zip.file(TEST_PATH, testXml(version, items, title));
  for (const [path, content] of files) zip.file(path, content);
  const bytes = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  return { bytes, leftOut };
}

/** A file name safe in any ZIP tool: the image's name with other characters made underscores. */
function uniqueFileName(name: string, taken: Set<string>): string {
  const safe = name.replace(/[^\p{L}\p{N}._-]/gu, "_");
  const wanted = /^\.*$/.test(safe) ? "imagem" : safe;
  if (!taken.has(wanted)) return wanted;
  const dot = wanted.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ""];
  for (let counter = 2; ; counter++) if (!taken.has(`${stem}-${counter}${extension}`)) return `${stem}-${counter}${extension}`;
}
