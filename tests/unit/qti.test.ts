import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import {
  emptyPortable,
  FILE_TOO_LARGE_REFUSAL,
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_PACKAGE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  type PortableQuestion,
  TOO_MANY_QUESTIONS_REFUSAL,
} from "../../server/services/interchange/portable";
import * as messages from "../../server/services/interchange/qti/limits";
import { readQti } from "../../server/services/interchange/qti/read";
import { writeQti21, writeQti3 } from "../../server/services/interchange/qti/write";
import { INTERCHANGE_FIXTURES, interchangeFixture, testReader, zipOf } from "../support/interchange";

const PIXEL = interchangeFixture("qti21-tao/items/i01/assets/pizza.png");

/** A fixture folder zipped as an authoring tool ships it. */
async function zipFolder(folder: string): Promise<Buffer> {
  const zip = new JSZip();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else zip.file(relative(folder, full).split("\\").join("/"), readFileSync(full));
    }
  };
  walk(folder);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const { read, refusal } = testReader(readQti);

const question = (fields: Partial<PortableQuestion>): PortableQuestion => ({ ...emptyPortable(fields.type), ...fields });

describe("reading QTI packages as authoring tools write them", () => {
  it("reads a QTI 2.1 package (TAO): the test's order, MathML without TeX, images, metadata, and names what it skips", async () => {
    const result = await read(await zipFolder(join(INTERCHANGE_FIXTURES, "qti21-tao")));
    expect(result.questions).toEqual([
      question({
        name: "Frações equivalentes",
        type: "multiple_choice",
        html:
          '<div class="grid-row"><div class="col-12"><p>Observe a figura e responda.</p>' +
          '<p><img src="portable:pizza.png" alt="Pizza dividida em 4 partes"></p></div></div>' +
          '<div class="grid-row"><div class="col-12"><p>Qual fração é equivalente a <span data-math="\\frac{1}{2}"></span>?</p></div></div>',
        options: [
          { html: '<span data-math="\\frac{1}{3}"></span>', correct: false },
          { html: '<span data-math="\\frac{2}{4}"></span>', correct: true },
          { html: '<span data-math="(\\frac{1}{2})^2"></span>', correct: false },
          { html: "Nenhuma das anteriores", correct: false },
        ],
        explanation:
          '<p>Multiplicando numerador e denominador de <span data-math="\\frac{1}{2}=\\frac{1\\times 2}{2\\times 2}" data-display="block"></span> por 2.</p>',
        points: 2,
        tags: ["Matemática", "Frações"],
        descriptors: { bncc: "EF05MA03", saeb: "D21" },
        images: [{ name: "pizza.png", mimeType: "image/png", bytes: PIXEL }],
      }),
      question({
        name: "Ciclo da água",
        type: "essay",
        html: "<p>Explique, com suas palavras, as etapas do <strong>ciclo da água</strong>.</p><p>Responda em até 10 linhas.</p>",
        expectedAnswer: "<p>Cite evaporação, condensação e precipitação.</p>",
        points: 3,
        tags: ["Ciências"],
      }),
      question({
        name: "Capital do Brasil",
        type: "short_answer",
        html: "<p>A capital do Brasil é ______ desde 1960.</p>",
        // "DF" is worth half the points: not an accepted answer.
        answerSpec: { accepted: ["Brasília", "Brasilia"], exact: false },
      }),
      question({
        name: "Capitais e estados",
        type: "matching",
        html: "<p>Associe cada estado à sua capital.</p>",
        // Scored by match_correct: every pair right, or nothing.
        answerSpec: {
          parts: [
            { text: "São Paulo", match: "r1" },
            { text: "Rio de Janeiro", match: "r2" },
          ],
          answers: [
            { id: "r1", text: "São Paulo" },
            { id: "r2", text: "Rio de Janeiro" },
          ],
          scoring: "all_or_nothing",
        },
      }),
      question({
        name: "Números primos",
        type: "multiple_response",
        html: "<p>Marque os números primos.</p>",
        answerSpec: {
          parts: [
            { text: "2", correct: true },
            { text: "4", correct: false },
            { text: "7", correct: true },
          ],
          scoring: "all_or_nothing",
        },
      }),
    ]);
    expect(result.skipped).toEqual([]);
  });

  it("reads a QTI 3.0 package: qti- names, content bodies, images outside the items' folder, LOM metadata", async () => {
    const result = await read(await zipFolder(join(INTERCHANGE_FIXTURES, "qti30-package")));
    expect(result.questions).toEqual([
      question({
        name: "Hipotenusa",
        type: "multiple_choice",
        html:
          '<p>Um triângulo retângulo tem catetos <span data-math="a=3"></span> e <span data-math="b=4"></span>.</p>' +
          '<p><img src="portable:grafico.png" alt="Triângulo" width="120" height="90"></p>' +
          '<p>Quanto mede a hipotenusa <span data-math="c=\\sqrt{a^2+b^2}"></span>?</p>',
        options: [
          { html: "3", correct: false },
          { html: "4", correct: false },
          { html: "5", correct: true },
          { html: "7", correct: false },
          { html: '<span data-math="\\sqrt[3]{25}"></span>', correct: false },
        ],
        explanation: '<p>Pelo teorema de Pitágoras, <span data-math="c^2=9+16=25" data-display="block"></span></p>',
        points: 1.5,
        tags: ["Geometria"],
        descriptors: { bncc: "EF09MA14", descriptor: "D10" },
        images: [{ name: "grafico.png", mimeType: "image/png", bytes: PIXEL }],
      }),
      question({
        name: "Área do quadrado",
        // A float (or integer) text entry is a numeric answer.
        type: "numeric",
        html: '<p>Qual é a área, em <span data-math="\\text{cm}^2"></span>, de um quadrado de lado 4 cm?</p>',
        answerSpec: { value: 16, tolerance: 0, unit: null },
      }),
      question({
        name: "Redação",
        type: "essay",
        // LaTeX typed for MathJax in the text is a formula too.
        html: '<p>Escreva um texto sobre <span data-math="x^2"></span> e a <em>importância</em> da água.</p>',
        expectedAnswer: "<p>Avalie a coesão e a coerência do texto.</p>",
      }),
      question({
        name: "Ordem crescente",
        type: "ordering",
        html: "<p>Ordene do menor para o maior.</p>",
        // No response processing: our own rule, a share for each item in its place.
        answerSpec: { parts: [{ text: "1" }, { text: "2" }], scoring: "partial" },
      }),
      question({
        name: "Números pares",
        type: "multiple_response",
        html: "<p>Marque os números pares.</p>",
        answerSpec: {
          parts: [
            { text: "2", correct: true },
            { text: "4", correct: true },
            { text: "5", correct: false },
          ],
          scoring: "partial",
        },
      }),
    ]);
    expect(result.skipped).toEqual([]);
  });

  it("reads a single item file, leaving out images it cannot reach", async () => {
    const item = interchangeFixture("qti21-tao/items/i01/qti.xml");
    const result = await read(item);
    expect(result.questions).toHaveLength(1);
    expect(result.questions[0].images).toEqual([]);
    expect(result.questions[0].html).toContain("<p>Observe a figura e responda.</p><p></p>");
    expect(result.questions[0].tags).toEqual([]);
  });

  it("reads items with several interactions, no interaction or too many choices as skipped, each with its reason", async () => {
    const item = (identifier: string, body: string, declaration = "") =>
      `<?xml version="1.0"?><assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${identifier}" title="">` +
      `${declaration}<itemBody>${body}</itemBody></assessmentItem>`;
    const choices = (count: number) =>
      Array.from({ length: count }, (_, index) => `<simpleChoice identifier="C${index}">${index}</simpleChoice>`).join("");
    const correct =
      '<responseDeclaration identifier="R" cardinality="single" baseType="identifier"><correctResponse><value>C0</value></correctResponse></responseDeclaration>';
    const files = {
      "imsmanifest.xml": manifest(["a.xml", "b.xml", "c.xml", "d.xml", "e.xml"]),
      "a.xml": item(
        "a",
        '<p>x</p><extendedTextInteraction responseIdentifier="R"/><p><textEntryInteraction responseIdentifier="S"/></p>',
      ),
      "b.xml": item("b", "<p>Só texto.</p>"),
      "c.xml": item("c", `<choiceInteraction responseIdentifier="R" maxChoices="1">${choices(6)}</choiceInteraction>`, correct),
      "d.xml": item("d", '<p>Escolha: <inlineChoiceInteraction responseIdentifier="R"/></p>'),
      "e.xml": item("e", `<choiceInteraction responseIdentifier="R" maxChoices="1">${choices(3)}</choiceInteraction>`),
    };
    const result = await read(await zipOf(files));
    expect(result.questions).toEqual([]);
    expect(result.skipped).toEqual([
      { name: "a", reason: "Item com mais de uma interação (extendedTextInteraction, textEntryInteraction) não é suportado." },
      { name: "b", reason: "Item QTI sem interação de resposta não é suportado." },
      { name: "c", reason: "Questão de múltipla escolha com 6 alternativas: o limite é 5." },
      { name: "d", reason: "Questão de lista de opções no texto (inlineChoiceInteraction) não é suportada." },
      { name: "e", reason: "Questão de múltipla escolha sem alternativa correta." },
    ]);
  });
});

/** A QTI 2.1 manifest listing the given item files. */
function manifest(hrefs: string[]): string {
  const resources = hrefs
    .map(
      (href, index) =>
        `<resource identifier="R${index}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`,
    )
    .join("");
  return `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><organizations/><resources>${resources}</resources></manifest>`;
}

describe("writing QTI packages and reading them back", () => {
  const questions: PortableQuestion[] = [
    question({
      name: "Equação do 2º grau",
      type: "multiple_choice",
      html:
        '<p>Resolva <span data-math="x^2-5x+6=0"></span>, sabendo que <span data-math="a &lt; b"></span> &amp; observe:</p>' +
        '<p><span data-math="x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}" data-display="block"></span></p>' +
        '<p><img src="portable:parabola.png" alt="Parábola"></p>',
      options: [
        { html: '<span data-math="\\{2, 3\\}"></span>', correct: true },
        { html: '<span data-math="\\{-2, -3\\}"></span>', correct: false },
        { html: "<strong>Nenhuma</strong> das anteriores", correct: false },
        { html: "Não há solução real", correct: false },
      ],
      explanation: '<p>Fatorando: <span data-math="(x-2)(x-3)=0"></span>.</p>',
      points: 2,
      tags: ["Matemática", "Equações"],
      descriptors: { bncc: "EF09MA09", saeb: "D19", paeb: "P12", descriptor: "D5" },
      images: [{ name: "parabola.png", mimeType: "image/png", bytes: PIXEL }],
    }),
    question({
      name: "Verdadeiro ou falso",
      type: "multiple_choice",
      html: "<p>O Sol é uma estrela.</p>",
      options: [
        { html: "Verdadeiro", correct: true },
        { html: "Falso", correct: false },
      ],
    }),
    question({
      name: "Fotossíntese",
      type: "essay",
      html: "<p>Explique a <em>fotossíntese</em>.</p><ul><li>Reagentes</li><li>Produtos</li></ul>",
      expectedAnswer: '<p>Deve citar <strong>luz</strong>, água e <span data-math="\\mathrm{CO_2}"></span>.</p>',
      explanation: "<p>Veja o capítulo 3.</p>",
      points: 5,
      tags: ["Ciências"],
      descriptors: { bncc: "EF06CI01" },
    }),
    question({
      name: "",
      type: "short_answer",
      html: "<p>Qual é a capital do Brasil?</p>",
      answerSpec: { accepted: ["Brasília", "Brasilia", "Brasília - DF"], exact: false },
      points: 1,
    }),
    question({
      name: "Metade de 7",
      type: "numeric",
      html: '<p>Quanto é <span data-math="7 \\div 2"></span>?</p>',
      answerSpec: { value: 3.5, tolerance: 0.1, unit: "cm" },
    }),
  ];

  for (const [version, write] of [
    ["3.0", writeQti3],
    ["2.1", writeQti21],
  ] as const) {
    it(`QTI ${version}: every question type, formulas, an image, tags, descriptors, points, explanation and expected answer come back the same`, async () => {
      const written = await write(questions, "Avaliação de teste");
      expect(written.leftOut).toEqual([]);
      // Everything our questions hold has its place in QTI: nothing differs on the way back.
      expect(await read(written.bytes)).toEqual({ questions, skipped: [] });
    });
  }

  it("writes the package as QTI tools expect it: manifest, test, items, images and MathML with its TeX", async () => {
    const zip = await JSZip.loadAsync((await writeQti3(questions, "Avaliação")).bytes);
    expect(Object.keys(zip.files).sort()).toEqual(
      [
        "assessment-test.xml",
        "imsmanifest.xml",
        "items/images/questao-1/parabola.png",
        "items/questao-1.xml",
        "items/questao-2.xml",
        "items/questao-3.xml",
        "items/questao-4.xml",
        "items/questao-5.xml",
      ]
        .concat(["items/", "items/images/", "items/images/questao-1/"])
        .sort(),
    );
    const manifestText = await zip.file("imsmanifest.xml")!.async("string");
    expect(manifestText).toContain('type="imsqti_item_xmlv3p0"');
    expect(manifestText).toContain('type="imsqti_test_xmlv3p0"');
    expect(manifestText).toContain(
      '<imsmd:taxonPath><imsmd:source><imsmd:string language="x-none">BNCC</imsmd:string></imsmd:source>',
    );
    const item = await zip.file("items/questao-1.xml")!.async("string");
    expect(item).toContain('<annotation encoding="application/x-tex">x^2-5x+6=0</annotation>');
    expect(item).toContain('<img src="images/questao-1/parabola.png" alt="Parábola"/>');
    expect(item).toContain('<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float">');
    const test = await zip.file("assessment-test.xml")!.async("string");
    expect(test.match(/<qti-assessment-item-ref /g)).toHaveLength(5);

    const zip21 = await JSZip.loadAsync((await writeQti21(questions, "Avaliação")).bytes);
    const item21 = await zip21.file("items/questao-3.xml")!.async("string");
    expect(item21).toContain('<rubricBlock view="scorer"><p>Deve citar');
    expect(item21).toContain('<modalFeedback outcomeIdentifier="FEEDBACK" showHide="hide" identifier="EXPLICACAO">');
    expect(await zip21.file("imsmanifest.xml")!.async("string")).toContain("<imsmd:taxonpath>");
  });

  it("changes only what QTI cannot hold as we write it: loose text is wrapped in a block, an image gets an alternative text", async () => {
    const loose = question({
      name: "Solta",
      type: "essay",
      html: 'Texto solto <img src="portable:a b.png">',
      images: [{ name: "a b.png", mimeType: "image/png", bytes: PIXEL }],
    });
    const [back] = (await read((await writeQti21([loose], "T")).bytes)).questions;
    expect(back.html).toBe('<div>Texto solto <img src="portable:a_b.png" alt=""></div>');
    expect(back.images.map((image) => image.name)).toEqual(["a_b.png"]);
  });
});

describe("refusing unsafe or foreign files", () => {
  it("refuses a zip bomb: an entry expanding far beyond its compressed size", async () => {
    const bomb = await zipOf({ "imsmanifest.xml": manifest(["a.xml"]), "a.xml": Buffer.alloc(20 * 1024 * 1024) });
    expect(await refusal(bomb)).toBe(messages.PACKAGE_RATIO_TOO_HIGH);
  });

  it("refuses an entry whose contents are larger than its declared size", async () => {
    const bytes = await zipOf({ "imsmanifest.xml": manifest(["a.xml"]) });
    // The central directory's record of the manifest says it holds 10 bytes.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(10, central + 24);
    expect(await refusal(bytes)).toBe(messages.PACKAGE_SIZE_MISMATCH);
  });

  it("refuses a package whose manifest points outside it, whatever the spelling", async () => {
    for (const href of [
      "../../etc/passwd",
      "/etc/passwd",
      "items\\..\\..\\x.xml",
      "file:///etc/passwd",
      "a/%2e%2e/%2e%2e/b.xml",
    ]) {
      const bytes = await zipOf({ "imsmanifest.xml": manifest([href]) });
      expect(await refusal(bytes)).toBe(messages.UNSAFE_PATH(href));
    }
  });

  it("refuses a package whose item points an image outside it", async () => {
    const item =
      '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="a" title="a"><itemBody>' +
      '<p><img src="../../../etc/shadow" alt=""/></p><extendedTextInteraction responseIdentifier="R"/></itemBody></assessmentItem>';
    const bytes = await zipOf({ "imsmanifest.xml": manifest(["items/a.xml"]), "items/a.xml": item });
    expect(await refusal(bytes)).toBe(messages.UNSAFE_PATH("../../../etc/shadow"));
  });

  it("refuses what is neither a QTI item nor a package, a package without a manifest, and QTI 1.2", async () => {
    expect(await refusal(Buffer.from("%PDF-1.7\n..."))).toBe(messages.NOT_QTI);
    expect(await refusal(Buffer.from("<html><body>Olá</body></html>"))).toBe(messages.NOT_QTI);
    expect(await refusal(await zipOf({ "a.txt": "olá" }))).toBe(messages.NO_MANIFEST);
    expect(await refusal(Buffer.from('<?xml version="1.0"?><questestinterop><item/></questestinterop>'))).toBe(messages.QTI_12);
    expect(await refusal(Buffer.from('<assessmentTest identifier="t" title="t"/>'))).toBe(messages.TEST_ALONE);
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).toBe(messages.INVALID_PACKAGE);
  });

  it("refuses files past the limits of size and number of questions", async () => {
    const huge = Buffer.alloc(MAX_INTERCHANGE_PACKAGE_BYTES + 1);
    huge.writeUInt32LE(0x04034b50, 0);
    expect(await refusal(huge)).toBe(messages.PACKAGE_TOO_LARGE);
    expect(await refusal(Buffer.alloc(MAX_INTERCHANGE_FILE_BYTES + 1, " "))).toBe(FILE_TOO_LARGE_REFUSAL);
    const bigItem = await zipOf({ "imsmanifest.xml": manifest(["a.xml"]), "a.xml": randomBytes(MAX_INTERCHANGE_FILE_BYTES + 1) });
    expect(await refusal(bigItem)).toBe(messages.ENTRY_TOO_LARGE("a.xml"));
    const many = Array.from({ length: MAX_INTERCHANGE_QUESTIONS + 1 }, (_, index) => `q${index}.xml`);
    expect(await refusal(await zipOf({ "imsmanifest.xml": manifest(many) }))).toBe(TOO_MANY_QUESTIONS_REFUSAL);
  });

  it("does not expand entities the file declares", async () => {
    const item =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="a" title="a"><itemBody>' +
      '<p>&lol2;</p><extendedTextInteraction responseIdentifier="R"/></itemBody></assessmentItem>';
    const [question] = (await read(Buffer.from(item))).questions;
    expect(question.html).toBe("<p>&amp;lol2;</p>");
  });

  it("refuses XML nested beyond any item's depth instead of overflowing the stack", async () => {
    const deep = `<assessmentItem>${"<div>".repeat(100_000)}${"</div>".repeat(100_000)}</assessmentItem>`;
    expect(await refusal(Buffer.from(deep))).toBe(messages.TOO_DEEP);
  });
});
