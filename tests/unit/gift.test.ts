import { describe, expect, it } from "vitest";
import { readGift } from "../../server/services/interchange/gift/read";
import { writeGift } from "../../server/services/interchange/gift/write";
import {
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  emptyPortable,
  type PortableQuestion,
} from "../../server/services/interchange/portable";
import { GIF_1X1, PNG_1X1 } from "../support/images";
import { LINEAR_BOUND_MS, interchangeFixture, testReader } from "../support/interchange";

const { answer: gift, read } = testReader(readGift);

const only = async (text: string) => {
  const { questions, skipped } = await read(text);
  expect(skipped).toEqual([]);
  expect(questions).toHaveLength(1);
  return questions[0];
};

const written = (questions: PortableQuestion[]) => (writeGift(questions, "Prova") as { bytes: Buffer }).bytes.toString("utf8");

describe("readGift: a file as Moodle exports it and teachers write it", async () => {
  const result = await read(interchangeFixture("gift-moodle.gift"));

  it("reads every question it can take, in order, with its type", () => {
    expect(result.questions.map((question) => [question.name, question.type])).toEqual([
      ["Metade de uma pizza", "multiple_choice"],
      ["Soma de frações", "multiple_choice"],
      ["Capital do Brasil", "short_answer"],
      ["Valor de pi", "numeric"],
      ["Ciclo da água", "essay"],
      ["Associe países e capitais", "matching"],
      ["Países do Mercosul", "multiple_response"],
      ["Regiões", "multiple_choice"],
      ["Água", "multiple_choice"],
      ["Intervalo", "numeric"],
      ["Área", "numeric"],
      ["Fotossíntese", "essay"],
      ["Triângulo", "multiple_choice"],
    ]);
  });

  it("names each question it leaves out, with why", () => {
    expect(result.skipped).toEqual([
      { name: "Instruções", reason: "Texto sem pergunta (descrição) não é importado." },
      { name: "Vogais", reason: "Questão com mais de 5 alternativas não é suportada." },
    ]);
  });

  it("reads Moodle's HTML, escapes and doubled backslashes, its formulas as formula spans and the general feedback as the explanation", () => {
    expect(result.questions[0]).toEqual({
      ...emptyPortable("multiple_choice"),
      name: "Metade de uma pizza",
      html: '<p>Qual fração representa a metade de uma pizza? Considere <span data-math="\\frac{1}{2}"></span> e <span data-math="\\frac{1}{4}"></span>.</p>',
      options: [
        { html: '<p><span data-math="\\frac{1}{4}"></span></p>', correct: false },
        { html: '<p><span data-math="\\frac{1}{2}"></span></p>', correct: true },
        { html: '<p><span data-math="\\frac{2}{3}"></span></p>', correct: false },
        { html: "<p>Nenhuma das anteriores</p>", correct: false },
      ],
      explanation:
        '<p>A metade é uma de duas partes iguais: <span data-math="\\frac{1}{2} = 0,5" data-display="block"></span></p>',
      // "frações" from Moodle's [tag:] is the category's "Frações" again.
      tags: ["Matemática", "Frações", "5º ano"],
    });
  });

  it("makes the category's path and Moodle's [tag:…] comments the questions' tags, until the next category", () => {
    expect(result.questions.map((question) => question.tags)).toEqual([
      ["Matemática", "Frações", "5º ano"],
      ["Matemática", "Frações"],
      ["Geografia", "capitais"],
      ["Geografia"],
      ["Geografia"],
      ["Geografia"],
      ["Geografia"],
      ["Matemática", "Geometria"],
      ["Matemática", "Geometria"],
      ["Matemática", "Geometria"],
      ["Matemática", "Geometria"],
      ["Matemática", "Geometria"],
      ["Matemática", "Geometria"],
    ]);
  });

  it("reads true/false with its feedback, keeping the general feedback only", () => {
    expect(result.questions[1]).toMatchObject({
      html: '<p>Verdadeiro ou falso: <span style="color: blue;">1/2 + 1/2 = 1</span></p>',
      options: [
        { html: "Verdadeiro", correct: true },
        { html: "Falso", correct: false },
      ],
      explanation: "<p>Dois meios formam um inteiro.</p>",
    });
  });

  it("keeps the short answers with full credit and drops those with none; a numerical answer is its first right value", () => {
    const spec = (name: string) => result.questions.find((question) => question.name === name)?.answerSpec;
    expect(spec("Capital do Brasil")).toEqual({ accepted: ["Brasília", "Brasilia"], exact: false });
    expect(spec("Valor de pi")).toEqual({ value: 3.14, tolerance: 0.005, unit: null });
    expect(spec("Intervalo")).toEqual({ value: 3, tolerance: 2, unit: null });
    expect(spec("Área")).toEqual({ value: 9, tolerance: 0, unit: null });
  });

  it("reads a matching question's pairs and a weighed multiple response question's partial rule", () => {
    const spec = (name: string) => result.questions.find((question) => question.name === name)?.answerSpec;
    expect(spec("Associe países e capitais")).toEqual({
      parts: [
        { text: "<p>Argentina</p>", match: "r1" },
        { text: "<p>Chile</p>", match: "r2" },
        { text: "<p>Peru</p>", match: "r3" },
      ],
      answers: [
        { id: "r1", text: "Buenos Aires" },
        { id: "r2", text: "Santiago" },
        { id: "r3", text: "Lima" },
      ],
      scoring: "partial",
    });
    expect(spec("Países do Mercosul")).toEqual({
      parts: [
        { text: "<p>Brasil</p>", correct: true },
        { text: "<p>Argentina</p>", correct: true },
        { text: "<p>México</p>", correct: false },
        { text: "<p>Chile</p>", correct: false },
      ],
      scoring: "partial",
    });
  });

  it("gives an essay no answer and its general feedback as the explanation", () => {
    expect(result.questions[4]).toMatchObject({
      type: "essay",
      options: [],
      answerSpec: null,
      expectedAnswer: null,
      explanation: "<p>Evaporação, condensação e precipitação.</p>",
    });
  });

  it("reads a missing-word question with a blank where its answers were, and text without [html] escaped as paragraphs", () => {
    expect(result.questions[7]).toMatchObject({
      html: "<p>O Brasil tem _____ regiões oficiais.</p>",
      options: [
        { html: "<p>quatro</p>", correct: false },
        { html: "<p>cinco</p>", correct: true },
        { html: "<p>seis</p>", correct: false },
      ],
    });
    expect(result.questions[10].html).toBe(
      '<p>Calcule a área de um quadrado de lado <span data-math="3"></span> cm (em cm²).</p>',
    );
  });

  it("reads a little Markdown", () => {
    expect(result.questions[11].html).toBe(
      "<p>Explique a <strong>fotossíntese</strong> com <em>suas</em> palavras.</p><p>Cite a luz e a água.</p>",
    );
  });

  it("reads our metadata comment and takes a data-URI image as one of the question's images", () => {
    expect(result.questions[12]).toEqual({
      ...emptyPortable("multiple_choice"),
      name: "Triângulo",
      html: '<p>Quantos lados tem um triângulo?</p><p><img src="portable:imagem-1.png" alt="triângulo"></p>',
      options: [
        { html: "3", correct: true },
        { html: "4", correct: false },
        { html: "5", correct: false },
      ],
      points: 2,
      tags: ["Matemática", "Geometria"],
      descriptors: { bncc: "EF05MA01", descriptor: "D10" },
      images: [{ name: "imagem-1.png", mimeType: "image/png", bytes: PNG_1X1 }],
    });
  });
});

describe("readGift: the format in detail", () => {
  it("reads every escape: \\~ \\= \\# \\{ \\} \\: \\\\ and \\n", async () => {
    const question = await only("::a\\:b::[html]<p>1 \\~ 2 \\= 3 \\# 4 \\{5\\} 6\\: 7 \\\\ 8\\n9</p>{=x \\= y ~z}");
    expect(question.name).toBe("a:b");
    expect(question.html).toBe("<p>1 ~ 2 = 3 # 4 {5} 6: 7 \\ 8\n9</p>");
    expect(question.options.map((option) => option.html)).toEqual(["x = y", "z"]);
  });

  it("reads LaTeX whose braces and equals signs are escaped, a backslash before anything else kept", async () => {
    expect((await only("[html]<p>\\(x \\= \\frac\\{a\\}\\{b\\}\\) e \\\\neq $$y^2$$</p>{}")).html).toBe(
      '<p><span data-math="x = \\frac{a}{b}"></span> e \\neq <span data-math="y^2" data-display="block"></span></p>',
    );
  });

  it("reads true/false written any of the four ways", async () => {
    const answers = await Promise.all(
      ["T", "TRUE", "F", "FALSE", "true"].map(async (answer) =>
        (await only(`Certo?{${answer}}`)).options.map((option) => option.correct),
      ),
    );
    expect(answers).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
      [true, false],
    ]);
  });

  it("reads numerical answers with a tolerance, a range or several, a decimal comma as a point", async () => {
    const key = async (block: string) => (await only(`Quanto?{${block}}`)).answerSpec;
    expect(await key("#3.14:0.01")).toEqual({ value: 3.14, tolerance: 0.01, unit: null });
    expect(await key("#1..5")).toEqual({ value: 3, tolerance: 2, unit: null });
    expect(await key("#0.1..0.2")).toEqual({ value: 0.15, tolerance: 0.05, unit: null });
    expect(await key("#=3:0 =3.1:0.1")).toEqual({ value: 3, tolerance: 0, unit: null });
    expect(await key("#3,5")).toEqual({ value: 3.5, tolerance: 0, unit: null });
    expect(await key("#=%100%42#Certo! =%0%41#Quase ~#Errado")).toEqual({ value: 42, tolerance: 0, unit: null });
  });

  it("leaves out what it cannot take, naming the question by its text when it has no name", async () => {
    const longText = "Um texto bem longo que passa dos sessenta caracteres e é cortado no nome";
    const { questions, skipped } = await read(
      [
        "Escolha duas.{=a =b ~c}",
        "Nenhuma certa.{~a ~b}",
        "Sem par {=a ~b",
        "Dois blocos {=a ~b} e {=c ~d}",
        "Quanto? {#abc}",
        "Parcial {=%50%a =b}",
        `${longText}{=a -> b =c}`,
      ].join("\n\n"),
    );
    expect(questions).toEqual([]);
    expect(skipped).toEqual([
      // With an `=`, Moodle takes one answer: several right ones are alternatives, which we have not.
      {
        name: "Escolha duas.",
        reason: "Questão de escolha única com mais de uma resposta certa ou com nota parcial não é suportada.",
      },
      { name: "Nenhuma certa.", reason: "Questão de múltipla escolha sem alternativa correta." },
      { name: "Sem par {=a ~b", reason: "Chave { ou } sem par: o bloco de respostas não está completo." },
      { name: "Dois blocos {=a ~b} e {=c ~d}", reason: "Questão com mais de um bloco de respostas não é suportada." },
      { name: "Quanto?", reason: 'Resposta numérica inválida: "abc".' },
      { name: "Parcial", reason: "Resposta com crédito parcial (peso entre 0% e 100%) não é suportada." },
      { name: longText.slice(0, 60), reason: 'Questão de associação com um item sem "->".' },
    ]);
  });

  it("takes a single right answer given as ~%100%, and a negative weight as a wrong answer", async () => {
    expect((await only("Qual?{~%100%a ~%-50%b ~c}")).options.map((option) => option.correct)).toEqual([true, false, false]);
  });

  it("escapes text in the plain and moodle formats, and keeps an image from elsewhere as it is in HTML", async () => {
    expect((await only("[plain]<b>a</b> & b\\nlinha 2{}")).html).toBe("<p>&lt;b&gt;a&lt;/b&gt; &amp; b</p><p>linha 2</p>");
    expect((await only("[moodle]x < y{}")).html).toBe("<p>x &lt; y</p>");
    const html = '<p><img src\\="https\\://exemplo.com/a.png"> <img src\\="@@PLUGINFILE@@/b.png"></p>';
    expect(await only(`[html]${html}{}`)).toMatchObject({
      html: '<p><img src="https://exemplo.com/a.png"> <img src="@@PLUGINFILE@@/b.png"></p>',
      images: [],
    });
  });

  it("numbers the images of a question across its text, options and explanation", async () => {
    const png = `data\\:image/png;base64,${PNG_1X1.toString("base64").replace(/=/g, "\\=")}`;
    const gif = `data\\:image/gif;base64,${GIF_1X1.toString("base64").replace(/=/g, "\\=")}`;
    const question = await only(`[html]<img src\\="${png}">{=<img src\\="${gif}"> ~b ####<img src\\="${png}">}`);
    expect(question.html).toBe('<img src="portable:imagem-1.png">');
    expect(question.options[0].html).toBe('<img src="portable:imagem-2.gif">');
    expect(question.explanation).toBe('<img src="portable:imagem-3.png">');
    expect(
      question.images.map((image) => [
        image.name,
        image.mimeType,
        image.bytes.equals(image.mimeType === "image/gif" ? GIF_1X1 : PNG_1X1),
      ]),
    ).toEqual([
      ["imagem-1.png", "image/png", true],
      ["imagem-2.gif", "image/gif", true],
      ["imagem-3.png", "image/png", true],
    ]);
  });

  it("ignores a metadata comment that is not valid JSON, and fields of the wrong kind", async () => {
    expect(await only('// avaliacoes: {"points": 2,\nQual?{=a ~b}')).toMatchObject({ points: null, tags: [], descriptors: {} });
    expect(
      await only('// avaliacoes: {"points":"2","tags":[1,"ok"],"descriptors":{"bncc":7,"saeb":"D01"}}\nQual?{=a ~b}'),
    ).toMatchObject({
      points: null,
      tags: ["ok"],
      descriptors: { saeb: "D01" },
    });
  });

  it("reads a category with a slash in a name, without Moodle's context, and one written right above its question", async () => {
    expect((await only("$CATEGORY: $system$/top/Ciências//Biologia/Células\nQual?{=a ~b}")).tags).toEqual([
      "Ciências/Biologia",
      "Células",
    ]);
    expect((await only("$CATEGORY: Português\n\nQual?{=a ~b}")).tags).toEqual(["Português"]);
  });

  it("reads a file saved in Windows-1252 and one with a BOM", async () => {
    const latin = Buffer.from("::Ação::Qual é a ação correta?{=Sim ~Não}", "latin1");
    const fromLatin = await read(latin);
    expect(fromLatin.questions[0]).toMatchObject({ name: "Ação", html: "<p>Qual é a ação correta?</p>" });
    const withBom = await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("::Ação::Qual?{=Sim ~Não}\r\n")]));
    expect(withBom.questions[0].name).toBe("Ação");
  });
});

describe("readGift: refusals and limits", () => {
  it("refuses an empty file, a file without questions and a file that is too large", async () => {
    expect(await gift("")).toEqual({ refusal: "O arquivo está vazio." });
    expect(await gift(" \n\n// só um comentário\n")).toEqual({
      refusal: "O arquivo não tem nenhuma questão no formato GIFT (pergunta seguida de respostas entre chaves).",
    });
    expect(await gift("Um texto qualquer.\n\nOutro parágrafo.")).toHaveProperty("refusal");
    expect(await readGift(Buffer.alloc(MAX_INTERCHANGE_FILE_BYTES + 1, "a"))).toEqual({
      refusal: "O arquivo tem mais de 10 MB; divida-o em arquivos menores.",
    });
  });

  it("refuses a file with more questions than the limit, and reads one with exactly that many", async () => {
    const questions = (count: number) => Array.from({ length: count }, (_, index) => `Questão ${index}?{=a ~b}`).join("\n\n");
    expect(await gift(questions(MAX_INTERCHANGE_QUESTIONS + 1))).toEqual({
      refusal: "O arquivo tem mais de 5.000 questões; divida-o em arquivos menores.",
    });
    expect((await read(questions(MAX_INTERCHANGE_QUESTIONS))).questions).toHaveLength(MAX_INTERCHANGE_QUESTIONS);
  });

  it("reads a hostile 10 MB file of braces, backslashes or blank-separated braces in linear time", async () => {
    for (const unit of ["{", "\\", "{\n\n", "\\{", "::", "{~"]) {
      const bytes = Buffer.from(unit.repeat(Math.floor(MAX_INTERCHANGE_FILE_BYTES / unit.length)));
      const started = performance.now();
      const result = await readGift(bytes);
      // Quadratic, this would take hours; the bound leaves room for a loaded machine (speed is the benchmark's).
      expect(performance.now() - started, unit).toBeLessThan(LINEAR_BOUND_MS);
      expect(result).toBeDefined();
    }
  });
});

describe("writeGift", () => {
  it("writes a question as Moodle writes one: metadata and tags as comments, name, [html], answers one per line, escaped", () => {
    const question: PortableQuestion = {
      ...emptyPortable("multiple_choice"),
      name: "Razão: parte/todo",
      html: '<p>Se <span data-math="\\frac{a}{b} = 2"></span>, então?</p>',
      options: [
        { html: "<p>a ~ b</p>", correct: true },
        { html: "<p>a # b</p>", correct: false },
      ],
      explanation: "<p>Veja\nacima.</p>",
      points: 1.5,
      tags: ["Razão"],
    };
    expect(written([question])).toBe(
      [
        "// Prova",
        "",
        '// avaliacoes: {"points":1.5,"tags":["Razão"]}',
        "// [tag:Razão]",
        "::Razão\\: parte/todo::[html]<p>Se \\(\\frac\\{a\\}\\{b\\} \\= 2\\), então?</p>{",
        "\t=<p>a \\~ b</p>",
        "\t~<p>a \\# b</p>",
        "\t####<p>Veja\\nacima.</p>",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("writes true/false, numerical answers and an essay as GIFT's own forms, and leaves nothing out", () => {
    const trueFalse: PortableQuestion = {
      ...emptyPortable("multiple_choice"),
      html: "<p>Certo?</p>",
      options: [
        { html: "<p>Verdadeiro</p>", correct: false },
        { html: "<p>Falso</p>", correct: true },
      ],
    };
    const numerical: PortableQuestion = {
      ...emptyPortable("numeric"),
      html: "<p>Pi?</p>",
      answerSpec: { value: 3.14, tolerance: 0.01, unit: null },
    };
    const essay: PortableQuestion = { ...emptyPortable("essay"), html: "<p>Explique.</p>", expectedAnswer: "<p>Assim.</p>" };
    const result = writeGift([trueFalse, numerical, essay], "") as { bytes: Buffer; leftOut: unknown[] };
    expect(result.leftOut).toEqual([]);
    expect(result.bytes.toString("utf8")).toBe(
      ["[html]<p>Certo?</p>{FALSE}", "", "[html]<p>Pi?</p>{#", "\t=3.14:0.01", "}", "", "[html]<p>Explique.</p>{}", ""].join(
        "\n",
      ),
    );
  });
});

describe("GIFT round trip", () => {
  const questions: PortableQuestion[] = [
    {
      ...emptyPortable("multiple_choice"),
      name: "Frações: metade",
      html: '<p>Quanto é <span data-math="\\frac{1}{2}"></span> de 10, se <span data-math="x^2 &lt; 10 \\neq y" data-display="block"></span>?</p><p><img src="portable:imagem-1.png" alt="pizza"></p>',
      options: [
        { html: "<p>5</p>", correct: true },
        { html: '<p><span data-math="\\sqrt{25} + 1"></span></p>', correct: false },
        { html: "<p>a = b ~ c # d {e} f: g \\ h</p>", correct: false },
        { html: "<p>R$ 10,00</p>", correct: false },
      ],
      explanation: '<p>Metade: <span data-math="10 \\div 2 = 5"></span>.</p>',
      points: 2,
      tags: ["Matemática", "Frações"],
      descriptors: { descriptor: "D10", saeb: "D21", paeb: "P05", bncc: "EF05MA03" },
      images: [{ name: "imagem-1.png", mimeType: "image/png", bytes: PNG_1X1 }],
    },
    {
      ...emptyPortable("multiple_choice"),
      name: "Sol",
      html: "<p>O Sol é uma estrela.</p>",
      options: [
        { html: "Verdadeiro", correct: true },
        { html: "Falso", correct: false },
      ],
      points: 1,
    },
    {
      ...emptyPortable("short_answer"),
      name: "Capital",
      html: "<p>Qual é a capital do Brasil?</p>\n<p>Escreva o nome.</p>",
      answerSpec: { accepted: ["Brasília", "Brasilia", "DF: Brasília #1"], exact: false },
      tags: ["Geografia"],
    },
    {
      ...emptyPortable("numeric"),
      name: "Pi",
      html: "<p>Valor de pi?</p>",
      answerSpec: { value: 3.14, tolerance: 0.01, unit: "cm" },
    },
    {
      ...emptyPortable("essay"),
      name: "",
      html: '<p>Explique <strong>por que</strong> <span data-math="a^2 + b^2 = c^2"></span>.</p>',
      expectedAnswer: "<p>Pelo teorema de Pitágoras.</p>",
      explanation: "<p>Desenhe o triângulo.</p>",
      descriptors: { bncc: "EF09MA13" },
    },
  ];

  it("reads back what it wrote, except an essay's expected answer, which GIFT has no place for", async () => {
    const back = await read(written(questions));
    expect(back.skipped).toEqual([]);
    expect(back.questions).toEqual(questions.map((question) => ({ ...question, expectedAnswer: null })));
  });
});
