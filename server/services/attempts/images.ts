import type { AttemptView } from "../../../shared/types/online";
import type { Database } from "../../db/client";
import { findApplication } from "../../db/queries/applications";
import { findAttempt } from "../../db/queries/attempts";
import { examContent } from "../../db/queries/examContent";
import { findExamSummary } from "../../db/queries/exams";
import { pastGrace } from "../applications/clock";
import {
  attemptIdFromImageCapability,
  examIdFromHeadingImageCapability,
  headingImageCapability,
  imageCapability,
} from "./tokens";
import { examHeadingForStudents, STUDENT_VISIBLE_STATUSES } from "../online/examDelivery";
import { objectIdsIn } from "../objects/references";
import { mapSpecTexts, specTexts } from "../../../shared/questionTypes/spec";

/*
 * Students have no session and their attempt key travels in a header, which an <img> cannot
 * send; their exam's images (question text, options, a question's image, the school's logo) are
 * private files of its authors. So each image path in what the student page receives becomes
 * `/objects/<id>?a=<capability>`: the attempt id signed with the server's secret together with
 * that image's id. Nothing is stored and nothing goes in a cookie: the same link comes back on a
 * reload or another device (and the browser's cache keeps working), a copied link opens no other
 * file, and each read checks again that the attempt is still open and its exam still shows the
 * image. The request log never writes query strings.
 */

type StudentExam = AttemptView["exam"];

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** An image in stored rich text, as the sanitiser writes it (server/services/common/sanitize.ts). */
const IMAGE_SOURCE = new RegExp(`\\bsrc="(/objects/(${UUID}))"`, "gi");
/** A field that holds one image's path (a question's image, the logo). */
const IMAGE_PATH = new RegExp(`^/objects/(${UUID})$`, "i");

/** The exam as the student page shows it, with every stored image linked for this attempt. */
export function withImageLinks(exam: StudentExam, attemptId: string, secret: string): StudentExam {
  const link = (path: string, id: string) => `${path}?a=${imageCapability(attemptId, id, secret)}`;
  const inText = (html: string) => html.replace(IMAGE_SOURCE, (_match, path: string, id: string) => `src="${link(path, id)}"`);
  const field = (path: string | null) => linkedPath(path, link);
  return {
    ...exam,
    schoolLogo: field(exam.schoolLogo),
    questions: exam.questions.map((question) => ({
      ...question,
      questionText: inText(question.questionText),
      imageUrl: field(question.imageUrl),
      options: question.options.map((option) => ({ ...option, optionText: inText(option.optionText) })),
      answerSpec: mapSpecTexts(question.answerSpec, inText),
    })),
  };
}

/** A field holding one stored image's path, linked with `link`; anything else as it is. */
function linkedPath(path: string | null, link: (path: string, id: string) => string): string | null {
  const id = path?.match(IMAGE_PATH)?.[1];
  return path && id ? link(path, id) : path;
}

/**
 * The entry screen shows the school's logo before any attempt exists: its link is signed for the
 * exam (`?h=`) and opens that logo only while the exam can be entered and shows it.
 */
export function withHeadingLogoLink<Heading extends { schoolLogo: string | null }>(
  heading: Heading,
  examId: string,
  secret: string,
): Heading {
  const link = (path: string, id: string) => `${path}?h=${headingImageCapability(examId, id, secret)}`;
  return { ...heading, schoolLogo: linkedPath(heading.schoolLogo, link) };
}

/** Whether an entry screen's logo link opens the stored file `objectId` (see withHeadingLogoLink). */
export async function headingCapabilityOpensImage(db: Database, secret: string, capability: string, objectId: string) {
  const examId = examIdFromHeadingImageCapability(capability, objectId, secret);
  const exam = examId ? await findExamSummary(db, {}, examId) : undefined;
  if (!exam || !STUDENT_VISIBLE_STATUSES.includes(exam.status)) return false;
  return objectIdsIn([examHeadingForStudents(exam).schoolLogo]).has(objectId.toLowerCase());
}

/**
 * Whether an image link's capability opens the stored file `objectId`: signed for it, its attempt
 * still being answered (not handed in, within its time and the answers' grace period, its
 * application not closed) and the file still shown by the attempt's exam.
 */
export async function capabilityOpensImage(
  db: Database,
  secret: string,
  capability: string,
  objectId: string,
  now = new Date(),
): Promise<boolean> {
  const attemptId = attemptIdFromImageCapability(capability, objectId, secret);
  const attempt = attemptId ? await findAttempt(db, attemptId) : undefined;
  if (!attempt || attempt.status !== "in_progress" || pastGrace(attempt, now)) return false;
  const application = await findApplication(db, attempt.applicationId);
  if (!application || application.status === "closed") return false;
  const [questions, exam] = await Promise.all([examContent(db, application.examId), findExamSummary(db, {}, application.examId)]);
  const texts = questions.flatMap((question) => [
    question.questionText,
    question.imageUrl,
    ...question.options.map((option) => option.optionText),
    ...specTexts(question.answerSpec),
  ]);
  if (exam) texts.push(examHeadingForStudents(exam).schoolLogo);
  return objectIdsIn(texts).has(objectId.toLowerCase());
}
