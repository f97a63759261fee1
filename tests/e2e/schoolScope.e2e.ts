import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  bodyText,
  callApi,
  clickByText,
  createUserThroughApi,
  DEMO,
  DEMO_SCHOOL_A,
  DEMO_SCHOOL_B,
  fill,
  openTab,
  signInThroughApi,
  waitForPath,
  waitForText,
} from "./support/actions";
import { useBrowser } from "./support/browser";
import { addStudent, enterAttempt, publishedOnlineExam, sendAnswers, twoOptionQuestion } from "./support/onlineExams";

const browser = useBrowser();

/** The demo's exams (server/services/system/demoContent.ts): two of school A, one of school B. */
const SHARED_EXAM = "Avaliação Diagnóstica de Frações";
const UNSHARED_EXAM_A = "Interpretação de Texto — Crônicas";
const EXAM_B = "Simulado de Biologia — Citologia";

/** The cards of the open list, each as its text. */
const cards = (page: Page) => page.$$eval("main li", (items) => items.map((item) => (item as HTMLElement).innerText));

/**
 * As `who`: an online exam published in their school, applied to a class of it, and handed in by
 * one student of that class. Answers what the results page is reached by.
 */
async function examWithResults(page: Page, baseUrl: string, who: { email: string; password: string }, title: string) {
  await signInThroughApi(page, baseUrl, who, "/dashboard");
  const { exam, schoolClass } = await publishedOnlineExam(page, title, [twoOptionQuestion("Quanto é 2 + 2?", "4", "5")]);
  const student = await addStudent(page, schoolClass.id, `Aluno de ${title}`);
  const applied = await callApi<{ id: string }>(page, "POST", `/api/exams/${exam.id}/applications`, {
    classIds: [schoolClass.id],
    durationMinutes: 30,
  });
  expect(applied.status).toBe(201);
  const { token } = await enterAttempt(page, exam.examCode, student.accessCode);
  expect(await sendAnswers(page, token, "submit", [])).toBe(200);
  return { exam, schoolClass, student, resultsPath: `/exams/${exam.id}/applications/${applied.body.id}/results` };
}

describe("a school's records stay in the school", () => {
  it("a coordinator of school A sees A's classes, exams and results, and none of school B's", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    const ofB = await examWithResults(page, baseUrl, DEMO.coordinatorB, `Prova B ${suffix}`);
    const ofA = await examWithResults(page, baseUrl, DEMO.coordinatorA, `Prova A ${suffix}`);

    // Classes: only school A's, each naming its school.
    await page.goto(`${baseUrl}/organizations`);
    await openTab(page, "Turmas");
    await page.waitForSelector('button[aria-label="Alunos de 9º Ano A"]');
    const classes = await bodyText(page);
    expect(classes).toContain("5º Ano B");
    expect(classes).toContain(DEMO_SCHOOL_A);
    expect(classes).not.toContain("1ª Série A");
    expect(classes).not.toContain(DEMO_SCHOOL_B);
    await openTab(page, "Escolas");
    await waitForText(page, DEMO_SCHOOL_A);
    expect(await bodyText(page)).not.toContain(DEMO_SCHOOL_B);

    // Exams: every exam of school A, a colleague's unshared draft included; none of B's.
    await page.goto(`${baseUrl}/exams`);
    await waitForText(page, `Prova A ${suffix}`);
    const exams = await bodyText(page);
    expect(exams).toContain(SHARED_EXAM);
    expect(exams).toContain(UNSHARED_EXAM_A);
    expect(exams).not.toContain(EXAM_B);
    expect(exams).not.toContain(`Prova B ${suffix}`);

    // Results: A's application lists its student; B's is not found, nor is B's exam.
    await page.goto(`${baseUrl}${ofA.resultsPath}`);
    await waitForText(page, "Resultados da aplicação");
    await waitForText(page, ofA.student.name);
    await page.goto(`${baseUrl}${ofB.resultsPath}`);
    await waitForText(page, "não encontrada");
    expect(await bodyText(page)).not.toContain(ofB.student.name);
    await page.goto(`${baseUrl}/exams/${ofB.exam.id}/view`);
    await waitForText(page, "A prova que você está procurando não existe ou foi removida.");
  });

  it("a coordinator assigns a professor of the school to a class, whose staff list then shows it, and removes them", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/organizations");
    await openTab(page, "Turmas");
    await page.waitForSelector('button[aria-label="Professores de 5º Ano B"]');
    await page.click('button[aria-label="Professores de 5º Ano B"]');
    await waitForText(page, "Professores — 5º Ano B");
    await waitForText(page, "Professor Bruno Almeida");

    // Only the school's professors are offered: Ana and Bruno (and any another test adds to the
    // school meanwhile), never school B's nor the coordination.
    await page.click("#teacher-user");
    await page.waitForSelector("[role=option]");
    const offered = await page.$$eval("[role=option]", (options) => options.map((option) => option.textContent));
    expect(offered).toEqual(expect.arrayContaining(["Professor Bruno Almeida", "Professora Ana Ribeiro"]));
    for (const elsewhere of ["Professora Carla Mendes", "Professor Diego Santos", "Coordenador Paulo Lima"]) {
      expect(offered).not.toContain(elsewhere);
    }
    await clickByText(page, "[role=option]", "Professora Ana Ribeiro");
    await fill(page, "#teacher-subject", "Ciências");
    await clickByText(page, "[role=dialog] button", "Adicionar");
    await waitForText(page, "Professor adicionado à turma!");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[role=dialog] li")].some((item) =>
        item.textContent?.includes("Professora Ana Ribeiro · Ciências"),
      ),
    );
    await page.click("[role=dialog] [data-slot=dialog-close]");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    await openTab(page, "Escolas");
    await page.waitForSelector(`button[aria-label="Equipe de ${DEMO_SCHOOL_A}"]`);
    await page.click(`button[aria-label="Equipe de ${DEMO_SCHOOL_A}"]`);
    await waitForText(page, `Equipe — ${DEMO_SCHOOL_A}`);
    await waitForText(page, "5º Ano B · Ciências");
    const staff = await page.$eval("[role=dialog]", (dialog) => (dialog as HTMLElement).innerText);
    expect(staff).toContain("Coordenador Paulo Lima");
    expect(staff).not.toContain("Professora Carla Mendes");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    await openTab(page, "Turmas");
    await page.click('button[aria-label="Professores de 5º Ano B"]');
    await page.click('button[aria-label="Remover Professora Ana Ribeiro (Ciências)"]');
    await clickByText(page, "[role=alertdialog] button", "Remover");
    await waitForText(page, "Professor removido da turma!");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[role=dialog] li")].every((item) => !item.textContent?.includes("Professora Ana Ribeiro")),
    );
  });
});

describe("sharing an exam with the school", () => {
  it("a professor finds a colleague's shared exam under 'Provas da escola', reads it and duplicates it for themself", async () => {
    const { page, baseUrl } = browser;
    const title = `Frações — minha versão ${Math.random().toString(36).slice(2, 7)}`;
    await signInThroughApi(page, baseUrl, DEMO.colleague, "/exams");
    await waitForText(page, "Minhas provas");
    expect(await bodyText(page)).not.toContain(SHARED_EXAM);

    await openTab(page, "Provas da escola");
    await waitForPath(page, "/exams");
    expect(await page.evaluate(() => location.search)).toBe("?view=school");
    await waitForText(page, SHARED_EXAM);
    const [card] = (await cards(page)).filter((text) => text.includes(SHARED_EXAM));
    expect(card).toContain("por Professora Ana Ribeiro");
    expect(card).toContain("Compartilhada");
    expect(card).not.toContain("Editar");
    // Another school's exam is never among them.
    expect(await bodyText(page)).not.toContain(EXAM_B);

    // Its page: read-only, with 'Duplicar para mim' instead of the author's actions.
    await clickByText(page, "main a", "Ver");
    await waitForText(page, "somente leitura");
    const actions = await page.$$eval("main button, main a", (items) =>
      items.map((item) => (item as HTMLElement).innerText.trim()),
    );
    expect(actions).toContain("Duplicar para mim");
    for (const action of ["Editar", "Publicar", "Aplicar", "Aplicar prova", "Excluir"]) expect(actions).not.toContain(action);

    await clickByText(page, "main button", "Duplicar para mim");
    await page.waitForSelector("#duplicate-title");
    expect(await page.$eval("#duplicate-title", (input) => (input as HTMLInputElement).value)).toBe(`${SHARED_EXAM} (Cópia)`);
    await fill(page, "#duplicate-title", title);
    await clickByText(page, "[role=dialog] button", "Duplicar");
    await waitForText(page, "Prova duplicada com sucesso!");
    await page.waitForFunction(() => /^\/exams\/[^/]+\/edit$/.test(location.pathname));
    await page.waitForSelector("#exam-title");
    expect(await page.$eval("#exam-title", (input) => (input as HTMLInputElement).value)).toBe(title);
    // The copy is theirs and not shared, whatever the source was.
    expect(await page.$eval("#exam-shared", (element) => element.getAttribute("aria-checked"))).toBe("false");

    await page.goto(`${baseUrl}/exams`);
    await waitForText(page, title);
    const [copy] = (await cards(page)).filter((text) => text.includes(title));
    expect(copy).toContain("Editar");
    expect(copy).not.toContain("por ");

    // The source's edit address, opened by hand, offers no form.
    const source = await callApi<Array<{ id: string; title: string }>>(page, "GET", "/api/exams?view=school");
    const shared = source.body.find((exam) => exam.title === SHARED_EXAM)!;
    await page.goto(`${baseUrl}/exams/${shared.id}/edit`);
    await waitForText(page, "Esta prova é somente leitura para você");
    expect(await page.$("#exam-title")).toBeNull();
  });

  it("the author shares an exam from its edit form, and a professor of the other school never sees it", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.colleague, "/exams");
    await waitForText(page, UNSHARED_EXAM_A);
    await page.click(`a[aria-label="Editar ${UNSHARED_EXAM_A}"]`);
    await page.waitForSelector("#exam-shared");
    expect(await page.$eval("#exam-shared", (element) => element.getAttribute("aria-checked"))).toBe("false");
    await waitForText(page, "Colegas da escola podem ver e duplicar esta prova");
    await page.click("#exam-shared");
    await clickByText(page, "main button", "Salvar Alterações");
    await waitForText(page, "Prova atualizada com sucesso!");

    await signInThroughApi(page, baseUrl, DEMO.professor, "/exams?view=school");
    await waitForText(page, UNSHARED_EXAM_A);
    await signInThroughApi(page, baseUrl, DEMO.professorB, "/exams?view=school");
    await waitForText(page, "Nenhuma prova compartilhada ainda");
    expect(await bodyText(page)).not.toContain(UNSHARED_EXAM_A);
  });
});

describe("school membership", () => {
  it("an admin assigns users to schools, and the list shows them or 'Sem escola'", async () => {
    const { page, baseUrl } = browser;
    const unassigned = await createUserThroughApi(baseUrl, "professor", []);
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    const row = (name: string) =>
      page.$$eval(
        "ul[aria-label=Usuários] > li",
        (items, name) => (items as HTMLElement[]).find((item) => item.innerText.includes(name))?.innerText ?? "",
        name,
      );
    await waitForText(page, unassigned.email);
    expect(await row(unassigned.email)).toContain("Sem escola");
    expect(await row("admin@demo.escola.br")).toContain("Toda a rede");
    const principal = await row("diretor@demo.escola.br");
    expect(principal).toContain(DEMO_SCHOOL_A);
    expect(principal).toContain(DEMO_SCHOOL_B);

    // A new user in school B.
    await clickByText(page, "button", "Novo Usuário");
    await fill(page, "#user-username", `Nova Professora ${suffix}`);
    await fill(page, "#user-email", `nova.${suffix}@escola.test`);
    await fill(page, "#user-password", "senha-inicial");
    await clickByText(page, "[role=dialog] label", DEMO_SCHOOL_B);
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Usuário criado com sucesso!");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    await page.waitForFunction(
      (email, school) =>
        [...document.querySelectorAll<HTMLElement>("ul[aria-label=Usuários] > li")].some(
          (item) => item.innerText.includes(email) && item.innerText.includes(school),
        ),
      {},
      `nova.${suffix}@escola.test`,
      DEMO_SCHOOL_B,
    );

    // The user without a school joins both.
    await page.click(`button[aria-label="Editar ${unassigned.username}"]`);
    await page.waitForSelector("[role=dialog] input, [role=dialog] button[role=checkbox]");
    await clickByText(page, "[role=dialog] label", DEMO_SCHOOL_A);
    await clickByText(page, "[role=dialog] label", DEMO_SCHOOL_B);
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Usuário atualizado com sucesso!");
    await page.waitForFunction(
      (email, schools) => {
        const item = [...document.querySelectorAll<HTMLElement>("ul[aria-label=Usuários] > li")].find((li) =>
          li.innerText.includes(email),
        );
        return item && schools.every((school) => item.innerText.includes(school)) && !item.innerText.includes("Sem escola");
      },
      {},
      unassigned.email,
      [DEMO_SCHOOL_A, DEMO_SCHOOL_B],
    );

    // For an administrator there is nothing to choose: the role is network-wide. (The toasts may
    // cover the row's buttons at the foot of the page, hence a click on the element itself.)
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    await page.$eval(`button[aria-label="Editar ${unassigned.username}"]`, (button) => (button as HTMLElement).click());
    await page.waitForSelector("#user-role");
    await page.click("#user-role");
    await clickByText(page, "[role=option]", "Administrador");
    await waitForText(page, "Administradores atuam em toda a rede e não precisam de escola.");
    expect(await page.$$("[role=dialog] button[role=checkbox]")).toHaveLength(0);
  });
});
