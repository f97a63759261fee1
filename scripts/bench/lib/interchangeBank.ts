import { mathSpan } from "../../../shared/math/format";
import { emptyPortable, type PortableQuestion } from "../../../server/services/interchange/portable";
import { FORMULA_CORPUS } from "../../../tests/support/formulaCorpus";

/** The most questions one file may bring, the size the import is measured at. */
export const BENCH_BANK_QUESTIONS = 5000;

/** A bank as teachers bring it from Moodle: four in five multiple choice, a formula in one of three, tags. */
export function benchBank(count = BENCH_BANK_QUESTIONS): PortableQuestion[] {
  return Array.from({ length: count }, (_, index) => {
    const formula =
      index % 3 === 0 ? ` ${mathSpan({ latex: FORMULA_CORPUS[index % FORMULA_CORPUS.length].latex, display: "inline" })}` : "";
    const essay = index % 5 === 4;
    return {
      ...emptyPortable(essay ? "essay" : "multiple_choice"),
      name: `Questão ${index + 1}`,
      html: `<p>Questão ${index + 1}: resolva e justifique${formula}.</p>`,
      options: essay
        ? []
        : ["12", "15", "18", "21"].map((text, position) => ({ html: `<p>${text}</p>`, correct: position === 1 })),
      points: 1,
      tags: ["Matemática", `Lista ${1 + (index % 10)}`],
      descriptors: { saeb: `D${1 + (index % 37)}` },
    };
  });
}
