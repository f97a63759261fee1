import type { BankVisibility } from "../../../shared/constants";
import type { BankItemInput } from "../../../shared/schemas/questionBank";
import type { ExamCreateInput, QuestionInput } from "../../../shared/schemas/exams";

/**
 * What the demo schools hold besides their accounts: who teaches what, the students of most
 * classes, a few exams and one bank item of each visibility. Authors and classes are named by the
 * demo users' emails and the demo classes' names (demoData.ts).
 */

export const DEMO_ASSIGNMENTS: ReadonlyArray<{ teacher: string; className: string; subject: string }> = [
  { teacher: "professor@demo.escola.br", className: "9º Ano A", subject: "Matemática" },
  { teacher: "professor@demo.escola.br", className: "5º Ano A", subject: "Matemática" },
  { teacher: "bruno.almeida@demo.escola.br", className: "9º Ano A", subject: "Português" },
  { teacher: "bruno.almeida@demo.escola.br", className: "5º Ano B", subject: "Português" },
  { teacher: "carla.mendes@demo.escola.br", className: "1ª Série A", subject: "Biologia" },
  { teacher: "carla.mendes@demo.escola.br", className: "3ª Série A", subject: "Biologia" },
  { teacher: "diego.santos@demo.escola.br", className: "1ª Série A", subject: "História" },
];

// 5º Ano B starts empty: a class to fill by hand or from a spreadsheet.
export const DEMO_ROSTERS: ReadonlyArray<{ className: string; students: readonly string[] }> = [
  { className: "5º Ano A", students: ["Alice Ferreira", "Bernardo Lima", "Cecília Rocha", "Davi Martins"] },
  { className: "9º Ano A", students: ["Beatriz Nogueira", "Enzo Carvalho", "Gabriela Pinto", "Heitor Barros", "Isadora Moura"] },
  { className: "1ª Série A", students: ["João Pedro Dias", "Larissa Campos", "Miguel Teixeira", "Sofia Araújo"] },
  { className: "3ª Série A", students: ["Lucas Correia", "Manuela Freitas", "Rafael Gomes"] },
];

const choice = (text: string, options: string[], correct: number): QuestionInput => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  options: options.map((option, index) => ({
    optionLetter: "ABCDE"[index] as "A",
    optionText: `<p>${option}</p>`,
    isCorrect: index === correct,
  })),
});

export interface DemoExam {
  author: string;
  school: string;
  gradeLevel: string;
  className: string;
  publish: boolean;
  exam: Omit<ExamCreateInput, "schoolId" | "gradeLevelId" | "classId">;
}

export const DEMO_EXAMS: ReadonlyArray<DemoExam> = [
  {
    // Shared with the school: Bruno finds it under 'Provas da escola' and may duplicate it.
    author: "professor@demo.escola.br",
    school: "lobato",
    gradeLevel: "9ef",
    className: "9º Ano A",
    publish: true,
    exam: {
      title: "Avaliação Diagnóstica de Frações",
      subject: "Matemática",
      description: "Frações equivalentes, comparação e operações.",
      sharedWithSchool: true,
      questions: [
        choice("Qual fração é equivalente a 1/2?", ["2/3", "3/6", "1/4", "4/6"], 1),
        choice("Quanto é 1/4 + 2/4?", ["3/8", "3/4", "1/2", "2/8"], 1),
        choice("Qual é a maior fração?", ["2/5", "1/3", "3/4", "1/2"], 2),
        { questionType: "essay", questionText: "<p>Explique, com um exemplo, como simplificar uma fração.</p>", points: 2 },
      ],
    },
  },
  {
    // Not shared: only Bruno and the school's coordination and principal reach it.
    author: "bruno.almeida@demo.escola.br",
    school: "lobato",
    gradeLevel: "9ef",
    className: "9º Ano A",
    publish: false,
    exam: {
      title: "Interpretação de Texto — Crônicas",
      subject: "Português",
      questions: [
        choice(
          "Qual é a principal característica da crônica?",
          ["Narra fatos do cotidiano", "É sempre em versos", "Não tem narrador"],
          0,
        ),
        { questionType: "essay", questionText: "<p>Resuma a crônica lida em sala em até cinco linhas.</p>", points: 2 },
      ],
    },
  },
  {
    // The other school's: nobody of Escola Monteiro Lobato sees it.
    author: "carla.mendes@demo.escola.br",
    school: "meireles",
    gradeLevel: "1em",
    className: "1ª Série A",
    publish: true,
    exam: {
      title: "Simulado de Biologia — Citologia",
      subject: "Biologia",
      questions: [
        choice(
          "Qual organela produz a maior parte da energia da célula?",
          ["Ribossomo", "Mitocôndria", "Lisossomo", "Complexo de Golgi"],
          1,
        ),
        choice("Onde fica o material genético nas células eucariontes?", ["No núcleo", "Na membrana", "No citoplasma livre"], 0),
      ],
    },
  },
];

export interface DemoBankItem {
  author: string;
  gradeLevel: string;
  visibility: BankVisibility;
  item: Omit<BankItemInput, "gradeLevelId" | "visibility">;
}

const bankOptions = (options: string[], correct: number) =>
  options.map((option, index) => ({
    optionLetter: "ABCDE"[index] as "A",
    optionText: `<p>${option}</p>`,
    isCorrect: index === correct,
  }));

/** One item of each visibility: private to its author, shared with the author's school, shared with the network. */
export const DEMO_BANK_ITEMS: ReadonlyArray<DemoBankItem> = [
  {
    author: "professor@demo.escola.br",
    gradeLevel: "9ef",
    visibility: "privada",
    item: {
      title: "Desconto percentual",
      questionText: "<p>Uma camiseta de R$ 80,00 está com 25% de desconto. Qual é o novo preço?</p>",
      subject: "Matemática",
      tags: ["porcentagem"],
      options: bankOptions(["R$ 55,00", "R$ 60,00", "R$ 65,00", "R$ 70,00"], 1),
    },
  },
  {
    author: "bruno.almeida@demo.escola.br",
    gradeLevel: "5ef",
    visibility: "escola",
    item: {
      title: "Sinônimos em contexto",
      questionText:
        "<p>Na frase “O menino ficou <strong>contente</strong> com o presente”, qual palavra tem o mesmo sentido?</p>",
      subject: "Português",
      difficultyLevel: "easy",
      tags: ["vocabulário"],
      options: bankOptions(["Triste", "Alegre", "Cansado", "Bravo"], 1),
    },
  },
  {
    author: "carla.mendes@demo.escola.br",
    gradeLevel: "1em",
    visibility: "rede",
    item: {
      title: "Função da mitocôndria",
      questionText: "<p>Qual é a principal função da mitocôndria?</p>",
      subject: "Biologia",
      tags: ["citologia"],
      options: bankOptions(["Síntese de proteínas", "Respiração celular", "Digestão intracelular", "Armazenar água"], 1),
    },
  },
];
