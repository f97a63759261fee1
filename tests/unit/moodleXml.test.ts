import { describe, expect, it } from "vitest";
import { TOO_MANY_FORMULAS, TOO_MUCH_HTML } from "../../server/services/interchange/moodle/budget";
import {
  MOODLE_EMPTY,
  MOODLE_TOO_DEEP,
  MOODLE_TOO_MANY_ELEMENTS,
  NOT_MOODLE_XML,
  readMoodleXml,
} from "../../server/services/interchange/moodle/read";
import { writeMoodleXml } from "../../server/services/interchange/moodle/write";
import {
  emptyPortable,
  FILE_TOO_LARGE_REFUSAL,
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  type PortableQuestion,
  TOO_MANY_QUESTIONS_REFUSAL,
} from "../../server/services/interchange/portable";
import { mathSpan } from "../../shared/math/format";
import { LINEAR_BOUND_MS, interchangeFixture, testReader } from "../support/interchange";

/** The tiny PNGs the fixture carries (1×1 red, blue and green). */
const RED = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");
const BLUE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC",
  "base64",
);
const GREEN = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgaGAAAAEEAIFw9selAAAAAElFTkSuQmCC",
  "base64",
);

const inline = (latex: string) => mathSpan({ latex, display: "inline" });
const block = (latex: string) => mathSpan({ latex, display: "block" });
const LEFT = '<p dir="ltr" style="text-align: left;">';

const { read, refusal } = testReader(readMoodleXml);

const quiz = (...questions: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join("\n")}\n</quiz>\n`;

/** A question as Moodle writes one, its text given as written inside `<questiontext>`. */
const question = (type: string, name: string, text: string, rest = "") =>
  `<question type="${type}"><name><text>${name}</text></name><questiontext format="html"><text>${text}</text></questiontext>${rest}</question>`;

const essay = (name: string, text = "<![CDATA[<p>Explique.</p>]]>") => question("essay", name, text);

describe("Moodle XML reader: a category exported by Moodle 4.x", () => {
  it("reads every supported question with its text, formulas, images, answers, points, tags and descriptors", async () => {
    const { questions } = await read(interchangeFixture("moodle-export.xml"));
    const fractions = ["Matemática", "Frações"];
    const geometry = ["Matemática", "Geometria/Medidas"];
    expect(questions).toEqual<PortableQuestion[]>([
      {
        name: "Soma de frações",
        html: `${LEFT}Quanto é ${inline("\\frac{1}{2} + \\frac{1}{4}")}?</p>${LEFT}<img src="portable:pizza.png" alt="Pizza dividida em quatro partes" width="120" height="120" class="img-fluid atto_image_button_text-bottom"><br></p>`,
        type: "multiple_choice",
        options: [
          { html: `${LEFT}${inline("\\frac{3}{4}")}</p>`, correct: true },
          { html: `${LEFT}${inline("\\frac{2}{6}")}</p>`, correct: false },
          // Another file of the same name, in the answer's own area: a second image.
          { html: `${LEFT}<img src="portable:pizza-2.png" alt="Meia pizza" width="40" height="40"> metade</p>`, correct: false },
          // A negative fraction is Moodle's penalty for a wrong choice.
          { html: `${LEFT}1</p>`, correct: false },
        ],
        answerSpec: null,
        expectedAnswer: null,
        explanation: `${LEFT}Some as frações: ${block("\\frac{1}{2} + \\frac{1}{4} = \\frac{3}{4}")}</p>`,
        points: 2,
        tags: [...fractions, "frações"],
        descriptors: { descriptor: "D17", bncc: "EF05MA03" },
        images: [
          { name: "pizza.png", mimeType: "image/png", bytes: RED },
          { name: "pizza-2.png", mimeType: "image/png", bytes: BLUE },
        ],
      },
      {
        name: "Comparação de frações",
        html: "<p>Compare 2/4 &amp; 1/2:</p><p>a fração 2/4 é maior que 1/2.</p>",
        type: "multiple_choice",
        options: [
          { html: "Verdadeiro", correct: false },
          { html: "Falso", correct: true },
        ],
        answerSpec: null,
        expectedAnswer: null,
        explanation: null,
        points: 1,
        tags: fractions,
        descriptors: {},
        images: [],
      },
      {
        name: "Associe as frações",
        html: `${LEFT}Associe cada fração ao seu decimal.</p>`,
        type: "matching",
        options: [],
        answerSpec: {
          parts: [
            { text: `${LEFT}${inline("\\frac{1}{2}")}</p>`, match: "r1" },
            { text: `${LEFT}${inline("\\frac{1}{4}")}</p>`, match: "r2" },
          ],
          answers: [
            { id: "r1", text: "0,5" },
            { id: "r2", text: "0,25" },
          ],
          scoring: "partial",
        },
        expectedAnswer: null,
        explanation: null,
        points: 1,
        tags: fractions,
        descriptors: {},
        images: [],
      },
      {
        name: "Frações equivalentes a um meio",
        html: `${LEFT}Marque as frações equivalentes a ${inline("\\frac{1}{2}")}.</p>`,
        type: "multiple_response",
        options: [],
        // Right answers sharing 100 and a wrong one taking points away: the partial rule.
        answerSpec: {
          parts: [
            { text: "2/4", correct: true },
            { text: "3/6", correct: true },
            { text: "2/3", correct: false },
          ],
          scoring: "partial",
        },
        expectedAnswer: null,
        explanation: null,
        points: 1,
        tags: fractions,
        descriptors: {},
        images: [],
      },
      {
        name: "Perímetro do terreno",
        html: `${LEFT}Um terreno retangular mede 30 m por 20 m. Calcule o seu perímetro e explique como chegou ao resultado.</p>${LEFT}<img src="portable:imagem 1.png" alt="Planta do terreno" width="200" height="120" class="img-fluid"></p>`,
        type: "essay",
        options: [],
        answerSpec: null,
        expectedAnswer: `${LEFT}Perímetro = ${inline("2 \\cdot (30 + 20) = 100")} m.</p>`,
        // The editor's empty paragraph is no explanation.
        explanation: null,
        points: 5,
        tags: [...geometry, "perímetro"],
        descriptors: { saeb: "D12", paeb: "G2" },
        images: [{ name: "imagem 1.png", mimeType: "image/png", bytes: GREEN }],
      },
      {
        name: "Polígono de seis lados",
        html: `${LEFT}Como se chama o polígono de seis lados?</p>`,
        type: "short_answer",
        options: [],
        answerSpec: { accepted: ["hexágono", "hexagono"], exact: false },
        expectedAnswer: null,
        explanation: `${LEFT}<em>Hexa</em> quer dizer seis.</p>`,
        points: 1,
        tags: geometry,
        descriptors: {},
        images: [],
      },
      {
        name: "Valor de pi",
        html: `${LEFT}Escreva o valor de ${inline("\\pi")} com duas casas decimais.</p>`,
        type: "numeric",
        options: [],
        // The first answer worth every point: ours has one value.
        answerSpec: { value: 3.14, tolerance: 0.01, unit: null },
        expectedAnswer: null,
        explanation: null,
        points: 1,
        tags: geometry,
        descriptors: {},
        images: [],
      },
      {
        name: "Maior fração",
        html: `<p>Qual é a <strong>maior</strong> fração?</p><p>Escolha <em>uma</em> alternativa: ${inline("\\frac{a}{b}")} com a &lt; b.</p>`,
        type: "multiple_choice",
        options: [
          { html: "<p>1/2</p>", correct: false },
          { html: "<p>3/4</p>", correct: true },
        ],
        answerSpec: null,
        expectedAnswer: null,
        explanation: null,
        points: null,
        tags: geometry,
        descriptors: {},
        images: [],
      },
    ]);
  });

  it("names every question it leaves out, with the reason", async () => {
    const { skipped } = await read(interchangeFixture("moodle-export.xml"));
    expect(skipped).toEqual([
      { name: "Leia com atenção", reason: "Texto sem pergunta (descrição) não é importado." },
      { name: "Complete as medidas", reason: "Questão de lacunas (cloze, multianswer) não é suportada." },
      { name: "Arraste as unidades", reason: "Questão de arrastar e soltar no texto (ddwtos) não é suportada." },
      { name: "Seis alternativas", reason: "Questão de múltipla escolha com 6 alternativas: o limite é de 5." },
    ]);
  });
});

describe("Moodle XML reader: the details of the format", () => {
  it("reads HTML written with entities instead of CDATA, and a file that starts with a byte order mark", async () => {
    const xml = quiz(essay("Entidades", "&lt;p&gt;Quanto é \\(a &amp;lt; b\\)?&lt;/p&gt;"));
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml, "utf8")]);
    const { questions } = await read(withBom);
    expect(questions.map((question) => [question.name, question.html])).toEqual([
      ["Entidades", `<p>Quanto é ${inline("a < b")}?</p>`],
    ]);
  });

  it("makes tags of the categories below the context, whatever Moodle's version calls it", async () => {
    const category = (path: string) => `<question type="category"><category><text>${path}</text></category></question>`;
    const { questions } = await read(
      quiz(
        category("$system$/top/Default for System/Ciências"),
        essay("Um"),
        category("$course$/Padrão para 5º ano/Língua Portuguesa/Ortografia"),
        essay("Dois"),
        category("$course$/top"),
        essay("Três"),
      ),
    );
    expect(questions.map((question) => question.tags)).toEqual([["Ciências"], ["Língua Portuguesa", "Ortografia"], []]);
  });

  it("reads the other text formats: plain text and Moodle's auto-format escaped, Markdown's emphasis kept", async () => {
    const field = (format: string, text: string) =>
      `<questiontext format="${format}"><text><![CDATA[${text}]]></text></questiontext>`;
    const { questions } = await read(
      quiz(
        `<question type="essay"><name><text>Texto puro</text></name>${field("plain_text", "Se a <b> b, então\n\n$x > 1$")}</question>`,
        `<question type="essay"><name><text>Markdown</text></name>${field("markdown", "**Atenção**: <script>x</script>\nleia\n\ncom *calma*.")}</question>`,
      ),
    );
    expect(questions.map((question) => question.html)).toEqual([
      `<p>Se a &lt;b&gt; b, então</p><p>${inline("x > 1")}</p>`,
      "<p><strong>Atenção</strong>: &lt;script&gt;x&lt;/script&gt;\nleia</p><p>com <em>calma</em>.</p>",
    ]);
  });

  it("skips the types it cannot take, naming each by its name or, without one, the start of its text", async () => {
    const longText = "Relacione cada polígono ao número de lados que ele tem, escrevendo a letra correspondente.";
    const { skipped } = await read(
      quiz(
        question("matching", "", `<![CDATA[<p>${longText}</p>]]>`),
        question("calculatedsimple", "Área", "<![CDATA[<p>{a} vezes {b}</p>]]>"),
        question("gapselect", "Lacunas", "<![CDATA[<p>[[1]]</p>]]>"),
        question("ddmarker", "Marcadores", "<![CDATA[<p>Marque</p>]]>"),
        question("questaonova", "Desconhecida", "<![CDATA[<p>?</p>]]>"),
        question("constructor", "Construtor", "<![CDATA[<p>?</p>]]>"),
        question(
          "multichoice",
          "Parcial",
          "<![CDATA[<p>Escolha</p>]]>",
          '<single>true</single><answer fraction="100"><text>a</text></answer><answer fraction="50"><text>b</text></answer>',
        ),
        question("shortanswer", "Sem resposta", "<![CDATA[<p>?</p>]]>", '<answer fraction="50"><text>talvez</text></answer>'),
        question("essay", "Vazia", "<![CDATA[<p><br></p>]]>"),
      ),
    );
    expect(skipped).toEqual([
      { name: longText.slice(0, 60), reason: "Questão de associação (matching) não é suportada." },
      { name: "Área", reason: "Questão calculada simples (calculatedsimple) não é suportada." },
      { name: "Lacunas", reason: "Questão de selecionar palavras que faltam (gapselect) não é suportada." },
      { name: "Marcadores", reason: "Questão de arrastar e soltar marcadores (ddmarker) não é suportada." },
      { name: "Desconhecida", reason: 'Questão do tipo "questaonova" não é suportada.' },
      { name: "Construtor", reason: 'Questão do tipo "constructor" não é suportada.' },
      { name: "Parcial", reason: "Questão de múltipla escolha com nota parcial nas alternativas não é suportada." },
      { name: "Sem resposta", reason: "Questão de resposta curta sem resposta correta (nota 100%)." },
      { name: "Vazia", reason: "Questão sem enunciado não é importada." },
    ]);
  });

  it("takes images only by their extension, and leaves a reference to a missing file as it is", async () => {
    const files =
      '<file name="nota.pdf" path="/" encoding="base64">JVBERi0=</file><file name="foto.JPG" path="/" encoding="base64">/9j/</file>' +
      '<file name="x.constructor" path="/" encoding="base64">AA==</file>';
    const text =
      '<![CDATA[<p><img src="@@PLUGINFILE@@/foto.JPG?time=1700000000"><a href="@@PLUGINFILE@@/nota.pdf">nota</a><img src="@@PLUGINFILE@@/sumiu.png"><img src="@@PLUGINFILE@@/x.constructor"></p>]]>';
    const { questions } = await read(
      quiz(
        `<question type="essay"><name><text>Arquivos</text></name><questiontext format="html"><text>${text}</text>${files}</questiontext></question>`,
      ),
    );
    expect(questions[0].html).toBe(
      '<p><img src="portable:foto.JPG"><a href="@@PLUGINFILE@@/nota.pdf">nota</a><img src="@@PLUGINFILE@@/sumiu.png"><img src="@@PLUGINFILE@@/x.constructor"></p>',
    );
    expect(questions[0].images).toEqual([{ name: "foto.JPG", mimeType: "image/jpeg", bytes: Buffer.from("/9j/", "base64") }]);
  });
});

describe("Moodle XML reader: refusals and limits", () => {
  it("refuses a file that is not Moodle's question XML, or has no question", async () => {
    expect(await refusal("titulo,texto\nA,B")).toBe(NOT_MOODLE_XML);
    expect(await refusal("<html><body><p>Prova</p></body></html>")).toBe(NOT_MOODLE_XML);
    expect(await refusal("")).toBe(NOT_MOODLE_XML);
    expect(await refusal(quiz())).toBe(MOODLE_EMPTY);
    expect(await refusal(quiz('<question type="category"><category><text>$course$/top/A</text></category></question>'))).toBe(
      MOODLE_EMPTY,
    );
  });

  it("refuses a file over the size limit and one with too many questions", async () => {
    expect(await refusal(Buffer.alloc(MAX_INTERCHANGE_FILE_BYTES + 1, 32))).toBe(FILE_TOO_LARGE_REFUSAL);
    const many = Array.from({ length: MAX_INTERCHANGE_QUESTIONS + 1 }, (_, index) => essay(`Q${index}`));
    expect(await refusal(quiz(...many))).toBe(TOO_MANY_QUESTIONS_REFUSAL);
    const { questions } = await read(quiz(...many.slice(1)));
    expect(questions).toHaveLength(MAX_INTERCHANGE_QUESTIONS);
  });

  it("does not expand entities a DOCTYPE declares (the billion laughs)", async () => {
    const entities = Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join(
      "\n",
    );
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n${quiz(essay("&lol9;", "&lt;p&gt;&lol9;&lt;/p&gt;")).replace(/^<\?xml[^>]*>\n/, "")}`;
    const { questions } = await read(xml);
    expect(questions.map((question) => [question.name, question.html])).toEqual([["&lol9;", "<p>&lol9;</p>"]]);
  });

  it("handles hostile files of 5 MB in linear time", async () => {
    const timed = async (bytes: string) => {
      const started = performance.now();
      const result = await readMoodleXml(Buffer.from(bytes, "utf8"));
      return { result, milliseconds: performance.now() - started };
    };
    const size = 5 * 1024 * 1024;
    const cases = [
      // Elements nested ever deeper: the parser's cost would grow with the square of the depth.
      { xml: `<quiz>${"<a>".repeat(size / 3)}`, expected: { refusal: MOODLE_TOO_DEEP } },
      // Closing tags that close nothing, each looked for among the open ones.
      {
        xml: quiz(
          `<question type="essay"><name><text>Fechamentos</text></name>${"<a>".repeat(25)}${"</b>".repeat(size / 4)}</question>`,
        ),
        expected: { questions: [], skipped: [{ name: "Fechamentos", reason: "Questão sem enunciado não é importada." }] },
      },
      // HTML nested ever deeper inside the text, with a formula so that it would be parsed.
      {
        xml: quiz(essay("Aninhada", `<![CDATA[${"<div>".repeat(size / 5)}\\(x\\)]]>`)),
        expected: {
          questions: [],
          skipped: [{ name: "Aninhada", reason: "O texto da questão tem HTML aninhado demais para ser importado." }],
        },
      },
      // SVG elements closed implicitly, which the parser keeps counting.
      {
        xml: quiz(essay("SVG", `<![CDATA[${"<p><svg></p>".repeat(size / 12)}$x$]]>`)),
        expected: {
          questions: [],
          skipped: [{ name: "SVG", reason: "O texto da questão tem HTML aninhado demais para ser importado." }],
        },
      },
      // Elements by the hundred thousand, each cheap, together dear.
      { xml: quiz(essay("Muitos"), `<x/>`.repeat(size / 4)), expected: { refusal: MOODLE_TOO_MANY_ELEMENTS } },
      { xml: quiz(essay("Marcação", `<![CDATA[<p>${"<b></b>".repeat(size / 7)}</p>]]>`)), expected: { refusal: TOO_MUCH_HTML } },
      // Formulas by the hundred thousand, and delimiters that never close.
      { xml: quiz(essay("Fórmulas", `<![CDATA[<p>${"$a$ ".repeat(size / 4)}</p>]]>`)), expected: { refusal: TOO_MANY_FORMULAS } },
      {
        xml: quiz(essay("Abertas", `<![CDATA[<p>${"\\( $$ \\[ $a ".repeat(size / 12)}</p>]]>`)),
        expected: { refusal: TOO_MANY_FORMULAS },
      },
      // One file named again and again in a question's answers.
      {
        xml: quiz(
          question(
            "multichoice",
            "Arquivos",
            "<![CDATA[<p>?</p>]]>",
            '<answer fraction="0"><text>@@PLUGINFILE@@/x.png</text><file name="x.png" path="/" encoding="base64">AA==</file></answer>'.repeat(
              size / 110,
            ),
          ),
        ),
        expected: { questions: [], skipped: [{ name: "Arquivos", reason: "A questão tem mais de 100 arquivos anexados." }] },
      },
    ];
    for (const { xml, expected } of cases) {
      const { result, milliseconds } = await timed(xml);
      expect(result).toEqual(expected);
      // Quadratic, these would take minutes; the bound leaves room for a loaded machine (speed is the benchmark's).
      expect(milliseconds).toBeLessThan(LINEAR_BOUND_MS);
    }
  });
});

describe("Moodle XML writer", () => {
  const PNG = RED;
  const JPEG = Buffer.from("/9j/4AAQSkZJRg==", "base64");

  /** One question of each kind, with everything the format carries. */
  const questions: PortableQuestion[] = [
    {
      ...emptyPortable("multiple_choice"),
      name: "Frações & decimais",
      html: `<p>Quanto é ${inline("\\frac{1}{2} < 1")}?</p><p><img src="portable:pizza.png" alt="Pizza"></p>`,
      options: [
        { html: `<p>${inline("0,5")}</p>`, correct: true },
        { html: '<p>Metade da <img src="portable:pizza.png" alt=""></p>', correct: false },
        { html: "<p>Um trecho com ]]&gt; e ]]> no meio &amp; mais</p>", correct: false },
        { html: "<p>2</p>", correct: false },
        { html: "<p>3</p>", correct: false },
      ],
      explanation: `<p>Veja: ${block("\\frac{1}{2} = 0{,}5")}</p><p><img src="portable:seta 1.jpg" alt="Seta"></p>`,
      points: 2,
      tags: ["frações", "5º ano"],
      descriptors: { descriptor: "D17", saeb: "D21", paeb: "M05", bncc: "EF05MA03" },
      images: [
        { name: "pizza.png", mimeType: "image/png", bytes: PNG },
        { name: "seta 1.jpg", mimeType: "image/jpeg", bytes: JPEG },
      ],
    },
    {
      ...emptyPortable("multiple_choice"),
      name: "Verdadeiro ou falso",
      html: "<p>Todo quadrado é um retângulo.</p>",
      options: [
        { html: "Verdadeiro", correct: true },
        { html: "Falso", correct: false },
      ],
      points: 1,
    },
    {
      ...emptyPortable("essay"),
      name: "Perímetro",
      html: "<p>Calcule o perímetro do terreno.</p>",
      expectedAnswer: `<p>${inline("2 \\cdot (30 + 20) = 100")} m</p>`,
      explanation: "<p>Some os quatro lados.</p>",
      points: 5,
      tags: ["geometria"],
      descriptors: { saeb: "D12" },
    },
    {
      ...emptyPortable("short_answer"),
      name: "",
      html: "<p>Como se chama o polígono de seis lados?</p>",
      answerSpec: { accepted: ["hexágono", "hexagono", "a < b & c"], exact: false },
      points: 1.5,
    },
    {
      ...emptyPortable("numeric"),
      name: "Pi",
      html: `<p>Escreva ${inline("\\pi")} com duas casas.</p>`,
      answerSpec: { value: 3.14, tolerance: 0.01, unit: null },
      points: 1,
    },
  ];
  const title = "Matemática 5º ano/Revisão";

  it("writes questions that read back the same, with the title's category among the tags", async () => {
    const written = await writeMoodleXml(questions, title);
    expect(written.leftOut).toEqual([]);
    const { questions: readBack, skipped } = await read(written.bytes);
    expect(skipped).toEqual([]);
    expect(readBack).toEqual(questions.map((question) => ({ ...question, tags: [title, ...question.tags] })));
  });

  it("lays the file out as Moodle does", async () => {
    const xml = (await writeMoodleXml(questions, title)).bytes.toString("utf8");
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n<!-- question: 0  -->\n  <question type="category">'),
    ).toBe(true);
    expect(xml).toContain("<text>$course$/top/Matemática 5º ano//Revisão</text>");
    expect(xml).toContain(
      '<text><![CDATA[<p>Quanto é \\(\\frac{1}{2} &lt; 1\\)?</p><p><img src="@@PLUGINFILE@@/pizza.png" alt="Pizza"></p>]]></text>\n' +
        `      <file name="pizza.png" path="/" encoding="base64">${PNG.toString("base64")}</file>`,
    );
    expect(xml).toContain('<img src="@@PLUGINFILE@@/seta%201.jpg" alt="Seta">');
    expect(xml).toContain('<file name="seta 1.jpg" path="/" encoding="base64">');
    expect(xml).toContain("\\[\\frac{1}{2} = 0{,}5\\]");
    expect(xml).toContain("<![CDATA[<p>Um trecho com ]]&gt; e ]]]]><![CDATA[> no meio &amp; mais</p>]]>");
    expect(xml).toContain(
      "<single>true</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>",
    );
    expect(xml).toContain('<answer fraction="100" format="html">');
    expect(xml).toContain("<defaultgrade>2</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>");
    expect(xml).toContain("<responseformat>editor</responseformat>");
    expect(xml).toContain("<responsefieldlines>15</responsefieldlines>");
    expect(xml).toContain('<question type="shortanswer">');
    expect(xml).toContain("<usecase>0</usecase>");
    expect(xml).toContain("<text><![CDATA[a < b & c]]></text>");
    expect(xml).toContain('<question type="numerical">');
    expect(xml).toContain(
      '<text>3.14</text>\n      <feedback format="html">\n        <text></text>\n      </feedback>\n      <tolerance>0.01</tolerance>',
    );
    expect(xml).toContain("<tag><text>descritor:D17</text></tag>\n      <tag><text>saeb:D21</text></tag>");
    expect(xml).toContain("<tag><text>bncc:EF05MA03</text></tag>");
    expect(xml.endsWith("  </question>\n\n</quiz>\n")).toBe(true);
  });

  it("writes a question without points as worth one, and keeps an image no field shows with the text", async () => {
    const question: PortableQuestion = {
      ...emptyPortable("essay"),
      html: "<p>Texto</p>",
      images: [{ name: "grafico", mimeType: "image/png", bytes: PNG }],
    };
    const xml = (await writeMoodleXml([question], "")).bytes.toString("utf8");
    expect(xml).toContain("<defaultgrade>1</defaultgrade>");
    expect(xml).toContain(`<text><![CDATA[<p>Texto</p>]]></text>\n      <file name="grafico.png" path="/" encoding="base64">`);
    expect(xml).toContain("<text>$course$/top/Questões importadas</text>");
  });
});
