import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examAttempts } from "../../server/db/schema";
import { ANSWER_GRACE_MS } from "../../server/services/applications/clock";
import { imageCapability } from "../../server/services/attempts/tokens";
import { databaseObjectStorage } from "../../server/services/objects/objectStorage";
import { objectPath } from "../../server/services/objects/uploads";
import type { AttemptEntry } from "../../shared/types/online";
import { applyExam, attemptHeader, entered } from "../support/applications";
import { buildBankItem, buildClass, buildExam, joinSchools, signedIn } from "../support/factories";
import { GIF_1X1, PNG_1X1 } from "../support/images";
import { TEST_SESSION_SECRET, useTestApp } from "../support/testApp";

const lines: string[] = [];
const app = useTestApp({ logRequest: (line) => lines.push(line) });
type Caller = Awaited<ReturnType<typeof signedIn>>;

const NOT_FOUND = { code: "not_found", message: "Arquivo não encontrado." };

async function privateImage(owner: Caller, bytes = PNG_1X1): Promise<string> {
  const stored = await databaseObjectStorage(app.db).save({
    ownerId: owner.user.id,
    purpose: "question-image",
    contentType: bytes === PNG_1X1 ? "image/png" : "image/gif",
    bytes,
  });
  return objectPath(stored.id);
}

/**
 * A published exam whose images are all private: one in the question's text, one in an option,
 * the question's own image, the school's logo shown in the header, and a bank question (another
 * teacher's, with that teacher's image) placed in it; applied to a class of two students.
 */
async function examWithImages() {
  const teacher = await signedIn(app, "professor");
  const colleague = await signedIn(app, "professor");
  const images = {
    inText: await privateImage(teacher),
    inOption: await privateImage(teacher, GIF_1X1),
    questionImage: await privateImage(teacher),
    logo: await privateImage(teacher),
    inBank: await privateImage(colleague),
    unrelated: await privateImage(teacher),
  };
  const exam = await buildExam(app.db, teacher.user, {
    schoolLogo: images.logo,
    showLogo: true,
    questions: [
      {
        questionType: "multiple_choice",
        questionText: `<p>Observe a figura:</p><p><img src="${images.inText}" alt="Triângulo"></p>`,
        imageUrl: images.questionImage,
        points: 1,
        options: [
          { optionLetter: "A", optionText: `<p><img src="${images.inOption}" alt="Quadrado"></p>`, isCorrect: true },
          { optionLetter: "B", optionText: "<p>Nenhuma das figuras</p>", isCorrect: false },
        ],
      },
    ],
  });
  // A colleague of the same school: the teacher reads the bank items they share with it.
  await joinSchools(app.db, colleague.user.id, exam.schoolId);
  const bankItem = await buildBankItem(app.db, colleague.user, {
    questionText: `<p>Qual é a figura?</p><img src="${images.inBank}" alt="Círculo">`,
  });
  await app
    .api()
    .post(`/api/exams/${exam.id}/exam-questions`)
    .set(teacher.auth)
    .send({ questionId: bankItem.id, questionOrder: 2 })
    .expect(201);
  await app.api().post(`/api/exams/${exam.id}/publish`).set(teacher.auth).expect(200);
  const schoolClass = await buildClass(app.db, { schoolId: exam.schoolId, gradeLevelId: exam.gradeLevelId });
  const coordinator = await signedIn(app, "coordenador", { schoolIds: [exam.schoolId] });
  const students: Array<{ id: string; name: string; accessCode: string }> = [];
  for (const name of ["Ana Souza", "Bruno Lima"]) {
    const response = await app.api().post(`/api/classes/${schoolClass.id}/students`).set(coordinator.auth).send({ name });
    expect(response.status).toBe(201);
    students.push(response.body);
  }
  const setup = { teacher, exam, schoolClass, students, bankItem };
  const application = await applyExam(app, setup);
  const enter = (index: number) => entered(app, exam.examCode, { accessCode: students[index].accessCode });
  return { ...setup, images, application, enter };
}

/** The link the student page received for a stored image (`/objects/<id>?a=...`). */
function linkTo(entry: AttemptEntry, path: string): string {
  const link = JSON.stringify(entry.exam).match(new RegExp(`${path}\\?a=[\\w.-]+`))?.[0];
  if (!link) throw new Error(`sem link para ${path}`);
  return link;
}

const capabilityOf = (link: string) => link.split("?a=")[1];
const read = (url: string) => app.api().get(url);

describe("images of an exam on the student page", () => {
  it("the student of an open attempt reads every image the exam shows, privately cached, and nothing else", async () => {
    const setup = await examWithImages();
    const entry = await setup.enter(0);
    const { inText, inOption, questionImage, logo, inBank, unrelated } = setup.images;

    expect(entry.exam.schoolLogo).toBe(linkTo(entry, logo));
    const [question, bankQuestion] = entry.exam.questions;
    expect(question.questionText).toContain(`src="${linkTo(entry, inText)}"`);
    expect(question.imageUrl).toBe(linkTo(entry, questionImage));
    expect(question.options.map((option) => option.optionText).join()).toContain(`src="${linkTo(entry, inOption)}"`);
    expect(bankQuestion.questionText).toContain(`src="${linkTo(entry, inBank)}"`);

    for (const path of [inText, questionImage, logo, inBank]) {
      const served = await read(linkTo(entry, path));
      expect(served.status, path).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toBe("private, max-age=3600");
      expect(Buffer.compare(served.body as Buffer, PNG_1X1)).toBe(0);
    }
    const option = await read(linkTo(entry, inOption));
    expect(option.status).toBe(200);
    expect(Buffer.compare(option.body as Buffer, GIF_1X1)).toBe(0);

    // The same reload or another device gets the same links, so the browser's cache keeps working.
    expect(linkTo(await setup.enter(0), inText)).toBe(linkTo(entry, inText));
    const viewed = await app.api().get("/api/attempt").set(attemptHeader(entry.token));
    expect(linkTo(viewed.body, inBank)).toBe(linkTo(entry, inBank));

    // A link's key opens its own image only: not another image of the exam, not another file of the author.
    const textKey = capabilityOf(linkTo(entry, inText));
    for (const path of [inOption, unrelated]) {
      const other = await read(`${path}?a=${textKey}`);
      expect(other.status).toBe(404);
      expect(other.body).toEqual(NOT_FOUND);
    }
    // Even a well-signed key for a file the exam does not show opens nothing.
    const signed = await read(`${unrelated}?a=${imageCapability(entry.attempt.id, unrelated.slice(9), TEST_SESSION_SECRET)}`);
    expect(signed.status).toBe(404);
    expect(signed.body).toEqual(NOT_FOUND);
  });

  it("no credential gets 401; a tampered, forged or foreign key is refused like an unknown file", async () => {
    const setup = await examWithImages();
    const entry = await setup.enter(0);
    const { inText } = setup.images;

    const bare = await read(inText);
    expect(bare.status).toBe(401);
    // The attempt's own key travels in a header an <img> cannot send; it is no key to files either.
    expect((await read(inText).set(attemptHeader(entry.token))).status).toBe(401);

    const unknown = await read(`/objects/${randomUUID()}?a=${capabilityOf(linkTo(entry, inText))}`);
    expect(unknown.status).toBe(404);
    const link = linkTo(entry, inText);
    const lastCharacter = link.at(-1) === "A" ? "B" : "A";
    const refusals = [
      `${link.slice(0, -1)}${lastCharacter}`,
      `${inText}?a=${entry.attempt.id}.${"A".repeat(43)}`,
      `${inText}?a=${entry.token}`,
      `${inText}?a=`,
      `${inText}?a=${encodeURIComponent("../../etc/passwd")}`,
    ];
    for (const url of refusals) {
      const refused = await read(url);
      expect(refused.status, url).toBe(unknown.status);
      expect(refused.body, url).toEqual(unknown.body);
    }
  });

  it("a student of another exam is refused, even with a key signed for their own attempt", async () => {
    const setup = await examWithImages();
    const other = await examWithImages();
    const theirs = await other.enter(0);
    const { inText, logo } = setup.images;

    for (const path of [inText, logo]) {
      const borrowed = await read(`${path}?a=${capabilityOf(linkTo(theirs, other.images.inText))}`);
      expect(borrowed.status).toBe(404);
      const signed = await read(`${path}?a=${imageCapability(theirs.attempt.id, path.slice(9), TEST_SESSION_SECRET)}`);
      expect(signed.status).toBe(404);
      expect(signed.body).toEqual(NOT_FOUND);
    }
  });

  it("once the attempt is handed in, its time is up or the application closes, the links stop working", async () => {
    const setup = await examWithImages();
    const { inText, inBank } = setup.images;

    const handingIn = await setup.enter(0);
    expect((await read(linkTo(handingIn, inText))).status).toBe(200);
    const submitted = await app.api().post("/api/attempt/submit").set(attemptHeader(handingIn.token)).send({ answers: [] });
    expect(submitted.body.attempt.status).toBe("submitted");
    expect((await read(linkTo(handingIn, inText))).status).toBe(404);

    const late = await setup.enter(1);
    expect((await read(linkTo(late, inBank))).status).toBe(200);
    const pastGrace = new Date(Date.now() - ANSWER_GRACE_MS - 1_000);
    await app.db.update(examAttempts).set({ deadlineAt: pastGrace }).where(eq(examAttempts.id, late.attempt.id));
    expect((await read(linkTo(late, inBank))).status).toBe(404);

    const closing = await examWithImages();
    const open = await closing.enter(0);
    const link = linkTo(open, closing.images.inOption);
    expect((await read(link)).status).toBe(200);
    await app.api().post(`/api/applications/${closing.application.id}/close`).set(closing.teacher.auth).expect(200);
    const closed = await read(link);
    expect(closed.status).toBe(404);
    expect(closed.body).toEqual(NOT_FOUND);
  });

  it("a logo already public stays readable by anyone, through its link too; staff read as before", async () => {
    const setup = await examWithImages();
    const entry = await setup.enter(0);
    const { logo, inText } = setup.images;
    await app.api().put("/api/logos").set(setup.teacher.auth).send({ logoURL: logo }).expect(200);

    for (const url of [logo, linkTo(entry, logo)]) {
      const served = await read(url);
      expect(served.status).toBe(200);
      expect(served.headers["cache-control"]).toContain("public");
    }
    expect((await read(inText).set(setup.teacher.auth)).status).toBe(200);
    const otherTeacher = await signedIn(app, "professor");
    expect((await read(inText).set(otherTeacher.auth)).status).toBe(404);
  });

  it("the request log never holds an image link's key", async () => {
    const setup = await examWithImages();
    const entry = await setup.enter(0);
    const link = linkTo(entry, setup.images.inText);
    lines.length = 0;
    await read(link).expect(200);
    await read(`${link}x`).expect(404);
    expect(lines.join("\n")).toContain(`GET ${setup.images.inText} 200`);
    expect(lines.join("\n")).not.toContain(capabilityOf(link).split(".")[1]);
    expect(lines.join("\n")).not.toContain("?");
  });

  it("the entry screen's logo opens before any attempt, for that logo only, while the exam shows it", async () => {
    const setup = await examWithImages();
    const { logo, inText } = setup.images;
    const heading = await app.api().get(`/api/online/${setup.exam.examCode}`).expect(200);
    const link: string = heading.body.schoolLogo;
    expect(link).toMatch(new RegExp(`^${logo}\\?h=[\\w.-]+$`));
    const served = await read(link);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, PNG_1X1)).toBe(0);

    // The key opens no other file, and a key of the attempt kind is no heading key.
    const key = link.split("?h=")[1];
    const entry = await setup.enter(0);
    for (const url of [`${inText}?h=${key}`, `${logo}?h=${capabilityOf(linkTo(entry, logo))}`, `${logo}?h=${key}x`]) {
      const refused = await read(url);
      expect(refused.status, url).toBe(404);
      expect(refused.body, url).toEqual(NOT_FOUND);
    }
    // Once the exam no longer shows its logo, the link stops working.
    await app.api().put(`/api/exams/${setup.exam.id}`).set(setup.teacher.auth).send({ showLogo: false }).expect(200);
    expect((await read(link)).status).toBe(404);
  });
});
