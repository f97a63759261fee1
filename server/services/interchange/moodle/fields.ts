import type { Element } from "domhandler";
import type { PortableImage } from "../portable";
import { child as childElement, children } from "../xml/boundedXml";
import type { ReadBudget } from "./budget";
import { fieldFiles, FileIndex, QuestionImages, type MoodleFile } from "./files";
import { htmlPlainText, htmlTooComplex } from "./html";
import { formattedHtml } from "./text";
import { textOf } from "./xml";

/** A question whose HTML nests deeper than any editor writes: it is skipped, not parsed. */
export class TooComplexHtml extends Error {}

/**
 * A question shows a few images; a limit on its files keeps each image reference's look-up cheap
 * (a file named again in each of thousands of fields with other bytes would be compared with each).
 */
export const MAX_QUESTION_FILES = 100;

/** A question carrying more files than that: it is skipped. */
export class TooManyFiles extends Error {}

const NO_FILES = new FileIndex([]);

/**
 * The elements of a question that carry HTML and its files: `<questiontext>`, `<answer>`,
 * `<generalfeedback>`, `<graderinfo>`, a matching question's `<subquestion>`.
 */
const HTML_FIELDS = ["questiontext", "generalfeedback", "graderinfo", "answer", "subquestion"];

/**
 * Reads the HTML fields of one question, turning their files into the question's images. Each
 * field's files are decoded once, and every field's are at hand for HTML that names a file kept in
 * another field.
 */
export class FieldReader {
  private readonly files = new Map<Element, FileIndex>();
  private readonly images: QuestionImages;

  constructor(
    question: Element,
    private readonly budget: ReadBudget,
  ) {
    const all: MoodleFile[] = [];
    for (const name of HTML_FIELDS)
      for (const field of children(question, name)) {
        const files = fieldFiles(field);
        if (all.length + files.length > MAX_QUESTION_FILES) throw new TooManyFiles();
        all.push(...files);
        if (files.length > 0) this.files.set(field, new FileIndex(files));
      }
    this.images = new QuestionImages(new FileIndex(all));
  }

  /** The field's HTML, "" when the question has no such field. */
  html(field: Element | undefined): string {
    if (!field) return "";
    const html = formattedHtml(textOf(field), field.attribs.format, this.budget);
    if (html === null) throw new TooComplexHtml();
    return this.images.resolve(html, this.files.get(field) ?? NO_FILES);
  }

  /** The field's text as typed, for the answers Moodle keeps as plain text (an answer written as HTML is read for its text). */
  plainText(field: Element): string {
    const text = textOf(field);
    if (field.attribs.format !== "html") return text.trim();
    if (htmlTooComplex(text, this.budget)) throw new TooComplexHtml();
    return htmlPlainText(text);
  }

  /** The HTML of the question's child field with this name. */
  child(question: Element, name: string): string {
    return this.html(childElement(question, name));
  }

  /** The images the fields read so far show, in the order they first appear. */
  get readImages(): PortableImage[] {
    return this.images.images;
  }
}
