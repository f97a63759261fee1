import { describe, expect, it } from "vitest";
import { specFromCells, type SpecCells } from "../../shared/imports/specCells";
import { questionTypeNamed } from "../../shared/imports/typeNames";
import { keyText } from "../../shared/questionTypes/keyText";
import { typedSpec, type SpecType } from "../../shared/questionTypes/spec";
import { capitalsMatching } from "../support/questionSpecs";

/** A row's cells for `type`, blank but for what a test gives. */
const cells = (type: SpecType, given: Partial<Omit<SpecCells, "type">>): SpecCells => ({
  type,
  items: "",
  options: [],
  answers: "",
  key: "",
  rule: "",
  ...given,
});

const specOf = (type: SpecType, given: Partial<Omit<SpecCells, "type">>) => {
  const read = specFromCells(cells(type, given));
  if ("problem" in read) throw new Error(read.problem);
  return read.answerSpec;
};
const problemOf = (type: SpecType, given: Partial<Omit<SpecCells, "type">>) => {
  const read = specFromCells(cells(type, given));
  return "problem" in read ? read.problem : null;
};
const keyOf = (type: SpecType, given: Partial<Omit<SpecCells, "type">>) => keyText(typedSpec(type, specOf(type, given)));

describe("questionTypeNamed: the 'Tipo' cell", () => {
  it.each([
    ["múltipla resposta", "multiple_response"],
    ["Multipla Resposta", "multiple_response"],
    ["várias corretas", "multiple_response"],
    ["multiple_response", "multiple_response"],
    ["Verdadeiro ou Falso", "true_false"],
    ["V/F", "true_false"],
    ["VF", "true_false"],
    ["certo ou errado", "right_wrong"],
    ["C/E", "right_wrong"],
    ["CE", "right_wrong"],
    ["Cebraspe", "right_wrong"],
    ["somatória", "summation"],
    ["Somatoria", "summation"],
    ["soma", "summation"],
    ["numérica", "numeric"],
    ["Resposta Numérica", "numeric"],
    ["associação", "matching"],
    ["Associação de Colunas", "matching"],
    ["relacionar colunas", "matching"],
    ["ordenação", "ordering"],
    ["ordem", "ordering"],
    ["resposta curta", "short_answer"],
    ["multipla_escolha", "multiple_choice"],
    ["dissertativa", "essay"],
  ])("reads %j as %s", (text, type) => {
    expect(questionTypeNamed(text)).toBe(type);
  });

  it("reads nothing else", () => {
    expect(questionTypeNamed("verdadeiro ou talvez")).toBeNull();
    expect(questionTypeNamed("")).toBeNull();
  });
});

describe("specFromCells: the parts", () => {
  it("splits 'Itens' at ' | ' and line breaks, keeps a bare '|' in a formula, and makes formulas rich text", () => {
    const spec = specOf("ordering", { items: "Primeiro | Segundo\nTerceiro\r\n\n$|x| = 2$ & mais" });
    const texts = "parts" in spec ? spec.parts.map((part) => part.text) : [];
    expect(texts.slice(0, 3)).toEqual(["Primeiro", "Segundo", "Terceiro"]);
    expect(texts[3]).toMatch(/^<span data-math="\|x\| = 2">.*<\/span> &amp; mais$/);
  });

  it("takes the option cells when 'Itens' is blank, trailing blanks dropped, and ignores them when it is filled", () => {
    expect(specOf("ordering", { options: ["Um", "Dois", "", ""] })).toEqual({
      parts: [{ text: "Um" }, { text: "Dois" }],
      scoring: "partial",
    });
    expect(specOf("ordering", { items: "X | Y", options: ["Um", "Dois"] })).toMatchObject({
      parts: [{ text: "X" }, { text: "Y" }],
    });
  });

  it("refuses an option column skipped between filled ones, since a part's place is its letter or number", () => {
    expect(problemOf("summation", { options: ["Um", "", "Três"], key: "01" })).toBe(
      "a alternativa B está vazia: preencha os itens em ordem, sem pular colunas.",
    );
  });

  it.each([
    ["multiple_response", "A", "Uma questão de múltipla resposta tem de 2 a 10 alternativas."],
    ["true_false", "V", "Uma questão de verdadeiro ou falso tem de 2 a 10 afirmações."],
    ["summation", "01", "Uma somatória tem de 2 a 7 proposições."],
    ["matching", "1-A", "A primeira coluna tem de 2 a 10 itens."],
    ["ordering", "", "Uma ordenação tem de 2 a 10 itens."],
  ] as const)("counts the parts of %s before reading the key", (type, key, message) => {
    expect(problemOf(type, { items: "Só um", key })).toBe(message);
  });

  it("refuses more parts than the type takes, and no part at all for certo ou errado", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `Item ${index + 1}`).join(" | ");
    expect(problemOf("ordering", { items: eleven })).toBe("Uma ordenação tem de 2 a 10 itens.");
    expect(problemOf("right_wrong", { key: "C" })).toBe("Um bloco de certo ou errado tem de 1 a 30 itens.");
    const eight = Array.from({ length: 8 }, (_, index) => `P${index}`).join(" | ");
    expect(problemOf("summation", { items: eight, key: "01" })).toBe("Uma somatória tem de 2 a 7 proposições.");
  });
});

describe("specFromCells: múltipla resposta", () => {
  it.each(["A, C", "a;c", "AC", "(A) (C)", "C, A, A"])("reads the key %j by position", (key) => {
    expect(specOf("multiple_response", { items: "Um | Dois | Três | Quatro", key })).toEqual({
      parts: [
        { text: "Um", correct: true },
        { text: "Dois", correct: false },
        { text: "Três", correct: true },
        { text: "Quatro", correct: false },
      ],
      scoring: "partial",
    });
  });

  it("reads the rule and gives the key in words", () => {
    expect(specOf("multiple_response", { options: ["Um", "Dois", "Três"], key: "B", rule: "Tudo ou nada" })).toMatchObject({
      scoring: "all_or_nothing",
    });
    expect(keyOf("multiple_response", { options: ["Um", "Dois", "Três"], key: "A, C" })).toBe("A, C");
  });

  it.each([
    ["", "resposta correta vazia: escreva as letras das alternativas corretas (ex.: A, C)."],
    ["D", 'resposta correta "D": a questão não tem a alternativa D.'],
    ["A, letra C", 'resposta correta "A, letra C" inválida: escreva as letras das alternativas corretas (ex.: A, C).'],
    ["1, 3", 'resposta correta "1, 3" inválida: escreva as letras das alternativas corretas (ex.: A, C).'],
  ])("refuses the key %j", (key, message) => {
    expect(problemOf("multiple_response", { items: "Um | Dois | Três", key })).toBe(message);
  });

  it("refuses an unknown rule", () => {
    expect(problemOf("multiple_response", { items: "Um | Dois", key: "A", rule: "metade" })).toBe(
      'regra "metade" não reconhecida: use "parcial" ou "tudo ou nada".',
    );
  });
});

describe("specFromCells: verdadeiro ou falso and certo ou errado", () => {
  const four = "Um | Dois | Três | Quatro";

  it.each(["V F F V", "VFFV", "V,F,F,V", "v-f-f-v", "1-V 2-F 3-F 4-V", "verdadeiro, falso, falsa, verdadeira"])(
    "reads the V/F key %j",
    (key) => {
      expect(keyOf("true_false", { items: four, key })).toBe("V F F V");
    },
  );

  it("reads the C/E key and the penalty rule", () => {
    const spec = specOf("right_wrong", { items: "A | B | C | D | E", key: "C C E E C", rule: "uma errada anula uma certa" });
    expect(spec).toEqual({
      parts: [
        { text: "A", correct: true },
        { text: "B", correct: true },
        { text: "C", correct: false },
        { text: "D", correct: false },
        { text: "E", correct: true },
      ],
      penalty: true,
    });
    expect(specOf("right_wrong", { items: "A | B", key: "CE", rule: "anula" })).toMatchObject({ penalty: true });
    expect(specOf("right_wrong", { items: "A | B", key: "CE" })).toMatchObject({ penalty: false });
    expect(specOf("right_wrong", { items: "Só um item", key: "E" })).toMatchObject({ parts: [{ correct: false }] });
  });

  it.each([
    ["true_false", "", "resposta correta vazia: escreva V ou F para cada afirmação, na ordem (ex.: V F F V)."],
    [
      "true_false",
      "V F F",
      'resposta correta "V F F" tem 3 marca(s) para 4 afirmações: escreva V ou F para cada afirmação, na ordem (ex.: V F F V).',
    ],
    [
      "true_false",
      "V X F V",
      'resposta correta "V X F V" inválida: escreva V ou F para cada afirmação, na ordem (ex.: V F F V).',
    ],
    [
      "true_false",
      "C E C E",
      'resposta correta "C E C E" inválida: escreva V ou F para cada afirmação, na ordem (ex.: V F F V).',
    ],
    [
      "right_wrong",
      "C E C E C",
      'resposta correta "C E C E C" tem 5 marca(s) para 4 itens: escreva C ou E para cada item, na ordem (ex.: C E C).',
    ],
  ] as const)("refuses the %s key %j", (type, key, message) => {
    expect(problemOf(type, { items: four, key })).toBe(message);
  });

  it("takes only the penalty rule for certo ou errado", () => {
    expect(problemOf("right_wrong", { items: "A | B", key: "C E", rule: "tudo ou nada" })).toBe(
      'regra "tudo ou nada" não reconhecida: use "anula" (uma errada anula uma certa) ou deixe em branco.',
    );
  });
});

describe("specFromCells: somatória", () => {
  const four = "P1 | P2 | P3 | P4";

  it.each(["11", "01 + 02 + 08", "1+2+8", "08, 01, 02", "Soma: 11 (01 + 02 + 08)"])("reads the key %j", (key) => {
    expect(keyOf("summation", { items: four, key })).toBe("Soma: 11 (01 + 02 + 08)");
  });

  it("gives the propositions their right marks and reads the rule", () => {
    expect(specOf("summation", { options: ["P1", "P2", "P3"], key: "05", rule: "tudo ou nada" })).toEqual({
      parts: [
        { text: "P1", correct: true },
        { text: "P2", correct: false },
        { text: "P3", correct: true },
      ],
      scoring: "all_or_nothing",
    });
  });

  it.each([
    ["", "resposta correta vazia: escreva a soma das proposições corretas (ex.: 11 ou 01 + 02 + 08)."],
    ["16", 'resposta correta "16": a questão não tem a proposição 16.'],
    ["01 + 03", 'resposta correta "01 + 03" inválida: escreva a soma das proposições corretas (ex.: 11 ou 01 + 02 + 08).'],
    ["01 + 01", 'resposta correta "01 + 01" inválida: escreva a soma das proposições corretas (ex.: 11 ou 01 + 02 + 08).'],
    ["onze", 'resposta correta "onze" inválida: escreva a soma das proposições corretas (ex.: 11 ou 01 + 02 + 08).'],
    ["0", "A soma das proposições corretas deve ficar entre 01 e 99."],
    ["120", "A soma das proposições corretas deve ficar entre 01 e 99."],
  ])("refuses the key %j", (key, message) => {
    expect(problemOf("summation", { items: four, key })).toBe(message);
  });
});

describe("specFromCells: resposta numérica", () => {
  it.each([
    ["9,81", { value: 9.81, tolerance: 0, unit: null }, "9,81"],
    ["9.81 ± 0,05", { value: 9.81, tolerance: 0.05, unit: null }, "9,81 (± 0,05)"],
    ["9,81 +- 0,05 m/s²", { value: 9.81, tolerance: 0.05, unit: "m/s²" }, "9,81 m/s² (± 0,05)"],
    ["9,81 m/s² (± 0,05)", { value: 9.81, tolerance: 0.05, unit: "m/s²" }, "9,81 m/s² (± 0,05)"],
    ["−2,5 cm", { value: -2.5, tolerance: 0, unit: "cm" }, "-2,5 cm"],
    ["1.234,5", { value: 1234.5, tolerance: 0, unit: null }, "1234,5"],
  ])("reads the key %j", (key, spec, words) => {
    expect(specOf("numeric", { key, items: "ignorados | aqui" })).toEqual(spec);
    expect(keyOf("numeric", { key })).toBe(words);
  });

  it.each([
    ["", "resposta correta vazia: escreva o valor correto, e se quiser a tolerância e a unidade (ex.: 9,81 ± 0,05 m/s²)."],
    [
      "cerca de 10",
      'resposta correta "cerca de 10" inválida: escreva o valor correto, e se quiser a tolerância e a unidade (ex.: 9,81 ± 0,05 m/s²).',
    ],
    [
      "9,81 ± x",
      'resposta correta "9,81 ± x" inválida: escreva o valor correto, e se quiser a tolerância e a unidade (ex.: 9,81 ± 0,05 m/s²).',
    ],
    ["1,23456", "Informe o valor correto: um número entre -1.000.000.000 e 1.000.000.000, com até 4 casas decimais."],
    ["2 ± 0,000001", "A tolerância deve ser um número a partir de 0, com até 4 casas decimais."],
    ["2 metros quadrados por segundo", "A unidade deve ter no máximo 20 caracteres."],
  ])("refuses the key %j", (key, message) => {
    expect(problemOf("numeric", { key })).toBe(message);
  });

  it("takes no rule", () => {
    expect(problemOf("numeric", { key: "2", rule: "parcial" })).toBe(
      'regra "parcial" não reconhecida: a resposta numérica não tem regra: deixe em branco.',
    );
  });
});

describe("specFromCells: associação de colunas", () => {
  const items = "Brasil | Argentina | Chile";
  const answers = "Buenos Aires | Santiago | Brasília | Lima";

  it.each(["1-C 2-A 3-B", "1C, 2A, 3B", "1 - C; 2 - A; 3 - B", "1) c 2) a 3) b"])("reads the key %j", (key) => {
    expect(specOf("matching", { items, answers, key })).toEqual({ ...capitalsMatching(), scoring: "partial" });
    expect(keyOf("matching", { items, answers, key })).toBe("1-C 2-A 3-B");
  });

  it("takes the first column from the option cells and lets an answer match several items", () => {
    expect(specOf("matching", { options: ["a", "b"], answers: "X | Y", key: "1-A 2-A", rule: "tudo ou nada" })).toMatchObject({
      parts: [{ match: "r1" }, { match: "r1" }],
      scoring: "all_or_nothing",
    });
  });

  it.each([
    ["", "resposta correta vazia: escreva o par de cada item da primeira coluna (ex.: 1-C 2-A 3-B)."],
    ["1-C 2-A", "Escolha a resposta de cada item da primeira coluna."],
    ["1-C 2-A 4-B", 'resposta correta "1-C 2-A 4-B": a questão não tem o item 4.'],
    ["1-C 2-A 3-E", 'resposta correta "1-C 2-A 3-E": a questão não tem a resposta E.'],
    ["1-C 1-A 3-B", 'resposta correta "1-C 1-A 3-B": o item 1 tem mais de um par.'],
    ["C A B", 'resposta correta "C A B" inválida: escreva o par de cada item da primeira coluna (ex.: 1-C 2-A 3-B).'],
  ])("refuses the key %j", (key, message) => {
    expect(problemOf("matching", { items, answers, key })).toBe(message);
  });

  it("needs 2 to 12 answers in 'Respostas'", () => {
    expect(problemOf("matching", { items, answers: "", key: "1-A" })).toBe("A segunda coluna tem de 2 a 12 respostas.");
    expect(problemOf("matching", { items, answers: "Só uma", key: "1-A" })).toBe("A segunda coluna tem de 2 a 12 respostas.");
  });
});

describe("specFromCells: ordenação", () => {
  it("keeps the items in the order written and ignores the key cell", () => {
    expect(
      specOf("ordering", { items: "Big Bang | Formação da Terra | Dinossauros", key: "3 2 1", rule: "tudo ou nada" }),
    ).toEqual({
      parts: [{ text: "Big Bang" }, { text: "Formação da Terra" }, { text: "Dinossauros" }],
      scoring: "all_or_nothing",
    });
    expect(keyOf("ordering", { items: "A | B | C" })).toBe("1 → 2 → 3");
  });
});

describe("specFromCells: resposta curta", () => {
  it("reads the accepted answers at '|' or line breaks, and the rule 'exata'", () => {
    expect(specOf("short_answer", { key: "São Paulo | SP|Sampa\nSPaulo" })).toEqual({
      accepted: ["São Paulo", "SP", "Sampa", "SPaulo"],
      exact: false,
    });
    expect(specOf("short_answer", { key: "H2O", rule: "Exata" })).toEqual({ accepted: ["H2O"], exact: true });
    expect(keyOf("short_answer", { key: "São Paulo | SP" })).toBe("São Paulo | SP");
  });

  it.each([
    ["", "", 'resposta correta vazia: escreva as respostas aceitas separadas por "|" (ex.: São Paulo | SP).'],
    ["x".repeat(201), "", "Cada resposta aceita tem de 1 a 200 caracteres."],
    [Array.from({ length: 21 }, (_, index) => `r${index}`).join(" | "), "", "Informe de 1 a 20 respostas aceitas."],
    [
      "SP",
      "parcial",
      'regra "parcial" não reconhecida: use "exata" (respeitar maiúsculas, acentos e espaços) ou deixe em branco.',
    ],
  ])("refuses the key %j with the rule %j", (key, rule, message) => {
    expect(problemOf("short_answer", { key, rule })).toBe(message);
  });
});
