/** Temml's message, in Portuguese, for the mistakes a teacher makes most. */
const KNOWN: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^Unsupported function name: (\\\S+?)(?: at |$)/, (match) => `o comando ${match[1]} não existe.`],
  [/^Function "(\\\w+)" is not trusted/, (match) => `o comando ${match[1]} não é permitido em uma fórmula.`],
  [/^Mismatch: (\\begin\{[^}]*\}) matched by (\\end\{[^}]*\})/, (match) => `${match[1]} fechado por ${match[2]}.`],
  [/^Expected '\\right'/, () => "falta o \\right que fecha o \\left."],
  [/^Expected & or \\\\ or \\cr or \\end/, () => "falta o \\end que fecha o \\begin."],
  [/Unexpected end of input|^Expected '\}'/, () => "falta fechar uma chave “}”."],
  [/^Expected 'EOF', got '\}'|^Extra \}/, () => "há uma chave “}” a mais."],
  [/^Expected 'EOF', got '&'/, () => "“&” só separa colunas dentro de uma matriz ou de um sistema."],
  [/^Expected group as argument to '(\\\w+)'/, (match) => `falta o que vem depois de ${match[1]}.`],
  [/^Double superscript/, () => "dois expoentes seguidos; agrupe com chaves, como x^{ab}."],
  [/^Double subscript/, () => "dois índices seguidos; agrupe com chaves, como x_{ab}."],
  // Temml stumbles on an exponent or index left empty at the end (`x^`).
  [/^Cannot read properties/, () => "a fórmula está incompleta."],
];

/**
 * Why a formula does not read, for the teacher: Temml writes English with the LaTeX repeated and
 * underlined after "at position"; the common mistakes are said in Portuguese, the rest is kept
 * without the repeated LaTeX.
 */
export function formulaErrorText(message: string): string {
  for (const [pattern, text] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return text(match);
  }
  return message.replace(/\s+at (?:position \d+|end of input)[\s\S]*$/, "").trim();
}

export const formulaErrorMessage = (message: string) => `A fórmula não pôde ser lida: ${formulaErrorText(message)}`;
