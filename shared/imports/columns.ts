/**
 * The columns each import reads and the header names people write for them, written once: the
 * server's readers find columns by these, and the import screens list them in their help texts.
 * Aliases are compared with `compactKey` (any case, with or without accents, spaces or underscores).
 */

// ----- Question bank -----

export const BANK_COLUMNS = [
  "titulo",
  "texto_questao",
  "materia",
  "serie",
  "dificuldade",
  "tipo",
  "alternativa_a",
  "alternativa_b",
  "alternativa_c",
  "alternativa_d",
  "alternativa_e",
  "resposta_correta",
  "itens",
  "respostas",
  "regra",
] as const;
export type BankColumn = (typeof BANK_COLUMNS)[number];

/** A file that lacks one of these columns is refused whole rather than failing on every row. */
export const BANK_REQUIRED_COLUMNS: BankColumn[] = ["texto_questao", "materia", "serie"];

/** The bank's columns as its import screen lists them, the five options as one entry. */
export const BANK_COLUMNS_SHOWN: string[] = BANK_COLUMNS.flatMap((column) => {
  if (column === "alternativa_a") return ["alternativa_a … alternativa_e"];
  return column.startsWith("alternativa_") ? [] : [column];
});

/**
 * The columns of the types with parts (docs/product.md#26-question-types), the same in both
 * question imports: the parts ('Itens'), a matching question's second column ('Respostas') and
 * the scoring rule ('Regra'). "resposta" and "answer" name the key column, so these stay plural.
 */
const ITEMS_ALIASES = ["itens", "items", "partes", "afirmacoes", "afirmativas", "proposicoes"];
const ANSWERS_ALIASES = ["respostas", "segundacoluna", "colunab", "answers"];
const RULE_ALIASES = ["regra", "regradepontuacao", "criterio", "criteriodecorrecao", "rule", "scoring"];

const optionAliases = (letter: string) => [`alternativa${letter}`, `opcao${letter}`, `option${letter}`, `alt${letter}`, letter];

export const BANK_COLUMN_ALIASES: Record<BankColumn, string[]> = {
  titulo: ["titulo", "title", "nome", "tituloquestao", "titulodaquestao"],
  texto_questao: ["textoquestao", "textodaquestao", "questao", "enunciado", "pergunta", "texto", "question", "questiontext"],
  materia: ["materia", "disciplina", "componentecurricular", "subject"],
  serie: ["serie", "ano", "serieano", "anoserie", "anoescolar", "niveldeensino", "grade", "gradelevel"],
  dificuldade: ["dificuldade", "niveldedificuldade", "niveldificuldade", "difficulty", "difficultylevel"],
  tipo: ["tipo", "tipoquestao", "tipodequestao", "tipodaquestao", "type", "questiontype"],
  alternativa_a: optionAliases("a"),
  alternativa_b: optionAliases("b"),
  alternativa_c: optionAliases("c"),
  alternativa_d: optionAliases("d"),
  alternativa_e: optionAliases("e"),
  resposta_correta: [
    "respostacorreta",
    "resposta",
    "gabarito",
    "alternativacorreta",
    "correta",
    "respostaesperada",
    "correctanswer",
    "answer",
  ],
  itens: ITEMS_ALIASES,
  respostas: ANSWERS_ALIASES,
  regra: RULE_ALIASES,
};

// ----- Class roster -----

export type RosterColumn = "nome" | "matricula";

export const ROSTER_COLUMN_ALIASES: Record<RosterColumn, string[]> = {
  nome: ["nome", "aluno", "aluno(a)", "nome do aluno", "nome do(a) aluno(a)", "nome completo", "estudante", "student", "name"],
  matricula: [
    "matricula",
    "matricula do aluno",
    "ra",
    "registro",
    "numero de matricula",
    "nº matrícula",
    "registration",
    "registration number",
    "id",
  ],
};

/** How the roster's screen and messages name its columns. */
export const ROSTER_COLUMN_LABELS: Record<RosterColumn, string> = { nome: "Nome", matricula: "Matrícula" };

// ----- Staff of the network -----

export type StaffColumn = "nome" | "email" | "papel" | "escola" | "turmas" | "disciplina" | "senha";

export const STAFF_COLUMN_ALIASES: Record<StaffColumn, string[]> = {
  nome: ["nome", "nome completo", "servidor", "funcionario", "name"],
  email: ["email", "e-mail", "correio eletronico", "mail"],
  papel: ["papel", "funcao", "cargo", "perfil", "role"],
  escola: ["escola", "unidade", "unidade escolar", "school"],
  turmas: ["turmas", "turma", "classes", "class"],
  disciplina: ["disciplina", "materia", "componente curricular", "subject"],
  senha: ["senha", "senha inicial", "password"],
};

/** How the staff import's screen and messages name its columns; the last three may be left out. */
export const STAFF_COLUMN_LABELS: Record<StaffColumn, string> = {
  nome: "Nome",
  email: "Email",
  papel: "Papel",
  escola: "Escola",
  turmas: "Turmas",
  disciplina: "Disciplina",
  senha: "Senha",
};
export const STAFF_REQUIRED_COLUMNS: StaffColumn[] = ["nome", "email", "papel", "escola"];

// ----- Questions imported into one exam -----

export const EXAM_CSV_FIELDS = [
  "question",
  "type",
  "points",
  "descriptor",
  "optionA",
  "optionB",
  "optionC",
  "optionD",
  "correct",
] as const;
/**
 * Columns added after the spec's nine, found by their header names only: a file in the spec's
 * order with a tenth column of its own ("Observações") does not have it read as the parts.
 */
export const EXAM_CSV_NAMED_FIELDS = ["items", "answers", "rule"] as const;
export type ExamCsvField = (typeof EXAM_CSV_FIELDS)[number] | (typeof EXAM_CSV_NAMED_FIELDS)[number];

export const EXAM_CSV_ALIASES: Record<ExamCsvField, string[]> = {
  question: ["pergunta", "questao", "enunciado", "texto", "textodaquestao", "textoquestao", "question", "questiontext"],
  type: ["tipo", "tipodequestao", "tipodaquestao", "tipoquestao", "type", "questiontype"],
  points: ["pontos", "pontuacao", "ponto", "valor", "peso", "points"],
  descriptor: ["descritor", "descriptor", "habilidade"],
  optionA: ["opcaoa", "alternativaa", "optiona", "alta", "a"],
  optionB: ["opcaob", "alternativab", "optionb", "altb", "b"],
  optionC: ["opcaoc", "alternativac", "optionc", "altc", "c"],
  optionD: ["opcaod", "alternativad", "optiond", "altd", "d"],
  correct: ["respostacorreta", "resposta", "gabarito", "alternativacorreta", "correta", "correctanswer", "answer"],
  items: ITEMS_ALIASES,
  answers: ANSWERS_ALIASES,
  rule: RULE_ALIASES,
};

/** The spec's header, in its order, as the import dialog lists it (the four options as one entry). */
export const EXAM_CSV_HEADINGS = [
  "Pergunta",
  "Tipo",
  "Pontos",
  "Descritor",
  "Opção A a D",
  "Resposta Correta",
  "Itens",
  "Respostas",
  "Regra",
];
