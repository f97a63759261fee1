import { describe, expect, it } from "vitest";
import { loginThrottles } from "../../server/db/schema";
import { applyExam, attemptHeader, buildApplicableExam } from "../support/applications";
import { buildClass, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

// Behind one proxy, so each request's client address comes from X-Forwarded-For.
const app = useTestApp({ trustProxyHops: 1 });

const enterFrom = (address: string, examCode: string, accessCode: string) =>
  app.api().post(`/api/online/${examCode}/attempts`).set("X-Forwarded-For", address).send({ accessCode });

/** Wrong codes that look like real ones (six characters of the alphabet). */
const wrongCode = (index: number) => `ZZ${String(index).padStart(4, "2").replace(/[01]/g, "9")}`;

async function wrongCodesFrom(address: string, examCode: string, count: number, offset = 0) {
  for (let start = 0; start < count; start += 10) {
    const responses = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, index) =>
        enterFrom(address, examCode, wrongCode(offset + start + index)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 400));
  }
}

describe("guessing access codes", () => {
  it("a code of a class the exam is not applied to answers byte for byte as an unknown code", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const otherClass = await buildClass(app.db, { schoolId: setup.exam.schoolId, gradeLevelId: setup.exam.gradeLevelId });
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    const outsider = await app.api().post(`/api/classes/${otherClass.id}/students`).set(coordinator.auth).send({ name: "Davi" });
    expect(outsider.status).toBe(201);

    const unknown = await enterFrom("192.0.2.1", setup.exam.examCode, "ZZZZZZ");
    const notCovered = await enterFrom("192.0.2.2", setup.exam.examCode, outsider.body.accessCode);
    expect(unknown.status).toBe(400);
    expect(notCovered.status).toBe(400);
    expect(notCovered.text).toBe(unknown.text);
    expect(notCovered.headers["content-type"]).toBe(unknown.headers["content-type"]);
  });

  it("100 wrong codes lock an address out of the exam, a valid code in between resets nothing, and who entered from there resumes", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const code = setup.exam.examCode;
    const [ana, bruno, carla] = setup.students;
    const school = "198.51.100.7";

    const anaFirst = await enterFrom(school, code, ana.accessCode);
    expect(anaFirst.status).toBe(200);
    await wrongCodesFrom(school, code, 50);
    expect((await enterFrom(school, code, bruno.accessCode)).status).toBe(200);
    await wrongCodesFrom(school, code, 50, 50);

    // Locked: a new code, right or wrong, gets one and the same refusal.
    const carlaRefused = await enterFrom(school, code, carla.accessCode);
    const wrongRefused = await enterFrom(school, code, wrongCode(500));
    expect(carlaRefused.status).toBe(429);
    expect(Number(carlaRefused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(carlaRefused.body.message).toMatch(/^Muitas tentativas com códigos de acesso inválidos nesta prova/);
    expect(wrongRefused.text).toBe(carlaRefused.text);

    // Those who entered from this address go on (another device, a cleared browser).
    const anaAgain = await enterFrom(school, code, ana.accessCode);
    expect(anaAgain.status).toBe(200);
    expect(anaAgain.body.attempt.id).toBe(anaFirst.body.attempt.id);
    expect((await enterFrom(school, code, bruno.accessCode)).status).toBe(200);

    // Another address, and the same address on another exam, are not locked.
    expect((await enterFrom("203.0.113.50", code, carla.accessCode)).status).toBe(200);
    const other = await buildApplicableExam(app);
    await applyExam(app, other);
    expect((await enterFrom(school, other.exam.examCode, other.students[0].accessCode)).status).toBe(200);
  });

  it("1,000 wrong codes on an exam from any addresses lock it to addresses no one has entered it from", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const code = setup.exam.examCode;
    const [ana, bruno, carla] = setup.students;
    const school = "198.51.100.8";
    expect((await enterFrom(school, code, ana.accessCode)).status).toBe(200);

    // 999 wrong codes spread over many addresses so far (each under its own limit).
    await app.db
      .insert(loginThrottles)
      .values({ email: `#prova:${setup.exam.id}:erros`, ip: "*", failures: 999, windowStartedAt: new Date() });
    expect((await enterFrom("203.0.113.60", code, wrongCode(1))).status).toBe(400);

    const fresh = await enterFrom("203.0.113.61", code, carla.accessCode);
    expect(fresh.status).toBe(429);
    expect((await enterFrom("203.0.113.62", code, wrongCode(2))).text).toBe(fresh.text);
    // The school, from which students entered, goes on: new students enter, wrong codes are counted there.
    expect((await enterFrom(school, code, bruno.accessCode)).status).toBe(200);
    expect((await enterFrom(school, code, wrongCode(3))).status).toBe(400);
  });
});

describe("entry by name", () => {
  const enterByName = (address: string, examCode: string, name: string) =>
    app.api().post(`/api/online/${examCode}/attempts`).set("X-Forwarded-For", address).send({ name });

  it("takes 60 entries an hour per application and address, then 429; other addresses and applications go on", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup, { allowAnonymous: true });
    const code = setup.exam.examCode;
    const lab = "198.51.100.30";
    for (let start = 0; start < 60; start += 10) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => enterByName(lab, code, `Aluno ${start + index}`)),
      );
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    }
    const refused = await enterByName(lab, code, "Ana Souza");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Muitas entradas por nome nesta prova a partir desta rede\. Aguarde \d+ minutos? ou peça ao professor o seu código de acesso\.$/,
    );
    // A student with an access code still enters from there.
    expect((await enterFrom(lab, code, setup.students[0].accessCode)).status).toBe(200);
    expect((await enterByName("203.0.113.70", code, "Ana Souza")).status).toBe(200);
    const other = await buildApplicableExam(app);
    await applyExam(app, other, { allowAnonymous: true });
    expect((await enterByName(lab, other.exam.examCode, "Ana Souza")).status).toBe(200);
  });

  it("never shows the score of an attempt by name before the application closes", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup, { allowAnonymous: true, showScore: true });
    const code = setup.exam.examCode;
    const submit = (token: string) => app.api().post("/api/attempt/submit").set(attemptHeader(token)).send({ answers: [] });

    const guest = (await enterByName("203.0.113.80", code, "Ana Souza")).body;
    const handedIn = await submit(guest.token);
    expect(handedIn.status).toBe(200);
    expect(handedIn.body.attempt).toMatchObject({ status: "submitted", result: null });
    expect((await app.api().get("/api/attempt").set(attemptHeader(guest.token))).body.attempt.result).toBeNull();
    // A roster student's score shows as the application says.
    const ana = (await enterFrom("203.0.113.80", code, setup.students[0].accessCode)).body;
    expect((await submit(ana.token)).body.attempt.result).toMatchObject({ score: 0, maxScore: 8 });

    await app.api().post(`/api/applications/${application.id}/close`).set(setup.teacher.auth).expect(200);
    const afterClose = await app.api().get("/api/attempt").set(attemptHeader(guest.token));
    expect(afterClose.body.attempt.result).toMatchObject({ score: 0, maxScore: 8 });
  });
});
