import type { CheckedSpec, PortableDescriptors, PortableQuestion } from "../portable";
import { ruleTags } from "../specs/ruleTags";

/**
 * What GIFT has no place for (points, tags, curriculum codes, a numeric answer's unit, a short
 * answer compared exactly) rides in a comment line just before the question:
 * `// avaliacoes: {"points":2,"tags":["x"],"descriptors":{"bncc":"EF05MA01"},"unit":"cm","exact":true}`.
 * Moodle ignores it; we read it back. Moodle itself (3.6 and later) writes a question's tags as
 * `// [tag:frações]` comments, which are read too, and written for Moodle to import.
 */

const PREFIX = "avaliacoes:";
const DESCRIPTOR_KEYS = ["descriptor", "saeb", "paeb", "bncc"] as const;

export interface GiftMetadata {
  points: number | null;
  tags: string[];
  descriptors: PortableDescriptors;
  unit: string | null;
  exact: boolean;
}

/** The metadata in a block's comment lines: the last of ours that is valid JSON, and every Moodle tag. */
export function readMetadata(comments: string[]): GiftMetadata {
  const metadata: GiftMetadata = { points: null, tags: [], descriptors: {}, unit: null, exact: false };
  const moodleTags: string[] = [];
  for (const comment of comments) {
    const body = comment.slice(2).trim();
    if (body.startsWith(PREFIX)) Object.assign(metadata, ourMetadata(body.slice(PREFIX.length)) ?? {});
    else moodleTags.push(...tagsOf(body));
  }
  return { ...metadata, tags: [...metadata.tags, ...moodleTags] };
}

function ourMetadata(json: string): GiftMetadata | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null; // a comment that only looks like ours
  }
  if (!isRecord(value)) return null;
  const points = typeof value.points === "number" && Number.isFinite(value.points) && value.points >= 0 ? value.points : null;
  const tags = Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === "string") : [];
  const descriptors: PortableDescriptors = {};
  if (isRecord(value.descriptors))
    for (const key of DESCRIPTOR_KEYS) {
      const code = value.descriptors[key];
      if (typeof code === "string" && code.trim() !== "") descriptors[key] = code.trim();
    }
  const unit = typeof value.unit === "string" && value.unit.trim() !== "" ? value.unit.trim() : null;
  return { points, tags, descriptors, unit, exact: value.exact === true };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Moodle's `[tag:name]` tokens in a comment, a `]` inside a name escaped as `\]`. */
function tagsOf(comment: string): string[] {
  const tags: string[] = [];
  for (let at = comment.indexOf("[tag:"); at !== -1; at = comment.indexOf("[tag:", at)) {
    let name = "";
    let end = at + 5;
    for (; end < comment.length && comment[end] !== "]"; end++) {
      if (comment[end] === "\\" && comment[end + 1] === "]") end++;
      name += comment[end];
    }
    if (end >= comment.length) break;
    if (name.trim() !== "") tags.push(name.trim());
    at = end + 1;
  }
  return tags;
}

/**
 * The comment lines to write before a question: ours when it has anything to carry, and Moodle's
 * tags, with those that give its type and rule (specs/ruleTags.ts).
 */
export function metadataComments(question: PortableQuestion, checked: CheckedSpec | null): string[] {
  const ours: Partial<GiftMetadata> = {};
  if (question.points !== null) ours.points = question.points;
  if (question.tags.length > 0) ours.tags = question.tags;
  if (Object.keys(question.descriptors).length > 0) ours.descriptors = question.descriptors;
  if (checked?.type === "numeric" && checked.spec.unit) ours.unit = checked.spec.unit;
  if (checked?.type === "short_answer" && checked.spec.exact) ours.exact = true;
  const lines = Object.keys(ours).length > 0 ? [`// ${PREFIX} ${JSON.stringify(ours)}`] : [];
  const moodleTags = [...question.tags, ...ruleTags(checked)]
    .filter((tag) => !/[\n<>]/.test(tag))
    .map((tag) => `[tag:${tag.replace(/]/g, "\\]")}]`);
  if (moodleTags.length > 0) lines.push(`// ${moodleTags.join(" ")}`);
  return lines;
}
