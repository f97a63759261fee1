import { textOf } from "../../../../shared/richText";
import { emptyPortable, type PortableQuestion, type SkippedQuestion } from "../portable";
import { plainHtml } from "../specs/plainHtml";
import { specFromPairs } from "../specs/pairs";
import { splitRuleTags, type RuleHints } from "../specs/ruleTags";
import { specFromWeights } from "../specs/weights";
import { readAnswers, type GiftAnswers } from "./answers";
import { showEscapes } from "./escapes";
import { ImageCollector } from "./images";
import { readMetadata, type GiftMetadata } from "./metadata";
import { formatHtml, withFormat, type GiftFormat } from "./textFormat";

/**
 * One GIFT question (a block of the file, its escapes hidden) as a portable question, read as
 * Moodle reads it (question/format/gift/format.php, readquestion): `::name::`, the text with its
 * `[format]`, one answer block in braces (text after it makes a "missing word" question, the
 * block replaced by a blank), the general feedback after `####` in the block.
 */
export type GiftQuestion = { question: PortableQuestion } | { skipped: SkippedQuestion; description?: true };

/** Where the answer block stood when text goes on after it. */
const BLANK = "_____";
const NAME_LENGTH = 60;

export function readGiftQuestion(hidden: string, comments: string[], categoryTags: string[]): GiftQuestion {
  const { name, body } = named(hidden);
  const skip = (reason: string, text = body) => ({ skipped: { name: name || shortName(text), reason } });
  const open = body.indexOf("{");
  const close = body.indexOf("}");
  if (open === -1 && close === -1) return { ...skip("Texto sem pergunta (descrição) não é importado."), description: true };
  if (open === -1 || close === -1 || close < open) return skip("Chave { ou } sem par: o bloco de respostas não está completo.");
  const after = body.slice(close + 1);
  if (after.includes("{") || after.includes("}")) return skip("Questão com mais de um bloco de respostas não é suportada.");

  const { answers, feedback } = withGeneralFeedback(body.slice(open + 1, close).trim());
  const { format, text } = withFormat(
    close === body.length - 1 ? body.slice(0, open) : body.slice(0, open) + BLANK + after,
    "moodle",
  );
  const metadata = readMetadata(comments);
  const ruled = splitRuleTags([...categoryTags, ...metadata.tags]);
  const read = readAnswers(answers, ruled.hints);
  if (read.kind === "skip") return skip(read.reason, text);
  if (text === "") return skip("Questão sem enunciado.", answers);

  const images = new ImageCollector();
  const html = (piece: string, fallback: GiftFormat) => {
    const formatted = withFormat(piece, fallback);
    return formatHtml(formatted.text, formatted.format, images);
  };
  // The text first: its images are numbered before the answers'.
  const questionHtml = formatHtml(text, format, images);
  const typed = typedAnswers(read, ruled.hints, metadata, (piece) => html(piece, format));
  if ("reason" in typed) return skip(typed.reason, text);
  const question: PortableQuestion = {
    ...emptyPortable(),
    ...typed,
    name,
    html: questionHtml,
    points: metadata.points,
    tags: distinct(ruled.tags),
    descriptors: metadata.descriptors,
  };
  question.explanation = html(feedback, format) || null;
  question.images = images.images;
  return { question };
}

/** The type, options and spec of what the answer block asks; `html` formats a piece of it as the question's text is. */
function typedAnswers(
  read: Exclude<GiftAnswers, { kind: "skip" }>,
  hints: RuleHints,
  metadata: GiftMetadata,
  html: (piece: string) => string,
): Pick<PortableQuestion, "type" | "options" | "answerSpec"> | { reason: string } {
  switch (read.kind) {
    case "essay":
      return { type: "essay", options: [], answerSpec: null };
    case "choice":
      return {
        type: "multiple_choice",
        options: read.options.map((option) => ({ html: html(option.text), correct: option.correct })),
        answerSpec: null,
      };
    case "trueFalse":
      return {
        type: "multiple_choice",
        options: [
          { html: "Verdadeiro", correct: read.answer },
          { html: "Falso", correct: !read.answer },
        ],
        answerSpec: null,
      };
    case "weighed": {
      const spec = specFromWeights(
        read.options.map((option) => ({ html: html(option.text), weight: option.weight })),
        hints,
      );
      return "reason" in spec ? spec : { ...spec, options: [] };
    }
    case "pairs": {
      const pairs = read.pairs.map((pair) => ({ html: html(pair.text), answer: plainHtml(pair.answer) }));
      return { ...specFromPairs({ pairs, extras: read.extras.map(plainHtml) }, hints), options: [] };
    }
    case "short":
      return { type: "short_answer", options: [], answerSpec: { accepted: read.accepted, exact: metadata.exact } };
    case "numeric":
      return {
        type: "numeric",
        options: [],
        answerSpec: { value: read.value, tolerance: read.tolerance, unit: metadata.unit },
      };
  }
}

/** The tags without repeats, "Frações" and "frações" being one tag (as in Moodle), the first spelling kept. */
function distinct(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase("pt-BR");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The question's `::name::` and what follows it. A `::` never closed is dropped, as Moodle drops it. */
function named(hidden: string): { name: string; body: string } {
  if (!hidden.startsWith("::")) return { name: "", body: hidden };
  const end = hidden.indexOf("::", 2);
  if (end === -1) return { name: "", body: hidden.slice(2).trim() };
  return { name: showEscapes(hidden.slice(2, end)).trim(), body: hidden.slice(end + 2).trim() };
}

/** The answer block and the general feedback after its last `####`. */
function withGeneralFeedback(block: string): { answers: string; feedback: string } {
  const separator = block.lastIndexOf("####");
  if (separator === -1) return { answers: block, feedback: "" };
  return { answers: block.slice(0, separator).trim(), feedback: block.slice(separator + 4) };
}

/** A question without a name is named in reports by the start of its text, tags removed. */
function shortName(text: string): string {
  const start = showEscapes(text.slice(0, 20 * NAME_LENGTH)).replace(/^\[(html|moodle|plain|markdown)\]/, "");
  return textOf(start).slice(0, NAME_LENGTH);
}
