/**
 * What one file may make the reader do beyond reading its bytes. Parsing HTML and turning LaTeX into
 * formula spans are linear but dear (a microsecond or two an element or a formula): a 10 MB file of
 * nothing but tags or `$a$` would hold the server for seconds. A bank of the largest size Moodle
 * exports (5,000 questions) stays well within both.
 */

const count = new Intl.NumberFormat("pt-BR");

export const MAX_HTML_ELEMENTS = 500_000;
/** Each `$` and each `\(` or `\[` counts: a formula has two or four. */
export const MAX_FORMULA_SIGNS = 200_000;

export const TOO_MUCH_HTML = `O arquivo tem HTML demais nos textos (mais de ${count.format(MAX_HTML_ELEMENTS)} elementos): divida-o em partes menores.`;
export const TOO_MANY_FORMULAS = `O arquivo tem fórmulas demais (mais de ${count.format(MAX_FORMULA_SIGNS / 2)}): divida-o em partes menores.`;

/** The file is refused with this message. */
export class OverBudget extends Error {}

const PARENTHESIS = 40;
const BRACKET = 91;

export class ReadBudget {
  private htmlElements = MAX_HTML_ELEMENTS;
  private formulaSigns = MAX_FORMULA_SIGNS;

  spendHtmlElement(): void {
    if (--this.htmlElements < 0) throw new OverBudget(TOO_MUCH_HTML);
  }

  /** Counts the formula delimiters of a text about to be converted. */
  spendFormulaSigns(text: string): void {
    let signs = 0;
    for (let at = text.indexOf("$"); at !== -1; at = text.indexOf("$", at + 1)) signs++;
    for (let at = text.indexOf("\\"); at !== -1; at = text.indexOf("\\", at + 1)) {
      const next = text.charCodeAt(at + 1);
      if (next === PARENTHESIS || next === BRACKET) signs++;
    }
    this.formulaSigns -= signs;
    if (this.formulaSigns < 0) throw new OverBudget(TOO_MANY_FORMULAS);
  }
}
