/**
 * Why a Moodle question type is not imported, in the words a teacher reads in the import report.
 * Each names the type as Moodle calls it, so the teacher can find the question there.
 */

const UNSUPPORTED: Record<string, string> = {
  description: "Texto sem pergunta (descrição) não é importado.",
  matching: "Questão de associação (matching) não é suportada.",
  multianswer: "Questão de lacunas (cloze, multianswer) não é suportada.",
  cloze: "Questão de lacunas (cloze) não é suportada.",
  calculated: "Questão calculada (calculated) não é suportada.",
  calculatedsimple: "Questão calculada simples (calculatedsimple) não é suportada.",
  calculatedmulti: "Questão calculada de múltipla escolha (calculatedmulti) não é suportada.",
  ddwtos: "Questão de arrastar e soltar no texto (ddwtos) não é suportada.",
  gapselect: "Questão de selecionar palavras que faltam (gapselect) não é suportada.",
  ddimageortext: "Questão de arrastar e soltar sobre imagem (ddimageortext) não é suportada.",
  ddmarker: "Questão de arrastar e soltar marcadores (ddmarker) não é suportada.",
  randomsamatch: "Questão de associação aleatória de respostas curtas (randomsamatch) não é suportada.",
  random: "Questão aleatória (random) não é suportada.",
};

/** The reason a question of this type is skipped. */
export function unsupportedReason(type: string): string {
  // Own properties only: a type named "constructor" is an unknown type, not Object's.
  const known = Object.hasOwn(UNSUPPORTED, type) ? UNSUPPORTED[type] : undefined;
  if (known) return known;
  if (type === "") return "Questão sem tipo não é suportada.";
  const shown = type.length > 40 ? `${type.slice(0, 40)}…` : type;
  if (type.startsWith("calculated")) return `Questão calculada (${shown}) não é suportada.`;
  return `Questão do tipo "${shown}" não é suportada.`;
}
