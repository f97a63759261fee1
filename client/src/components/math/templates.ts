/**
 * What the formula dialog's buttons insert, in MathLive's template syntax: `#?` an empty box to
 * fill, `#0` the selection (or an empty box), `#@` what stands just before the cursor (`x` in
 * `x^2`).
 */
export interface FormulaTemplate {
  /** The button's text. */
  text: string;
  /** Its accessible name, when the text is a symbol. */
  label?: string;
  latex: string;
  /** Written in the LaTeX box: the visual field cannot edit inside it (chemistry is one piece there). */
  textOnly?: boolean;
}

export const STRUCTURES: FormulaTemplate[] = [
  { text: "Fração", latex: "\\frac{#0}{#?}" },
  { text: "Raiz", latex: "\\sqrt{#0}" },
  { text: "Raiz n-ésima", latex: "\\sqrt[#?]{#0}" },
  { text: "Potência", latex: "#@^{#?}" },
  { text: "Índice", latex: "#@_{#?}" },
  { text: "Integral", latex: "\\int_{#?}^{#?}#?\\,dx" },
  { text: "Somatório", latex: "\\sum_{#?}^{#?}#?" },
  { text: "Limite", latex: "\\lim_{#?\\to #?}#?" },
  { text: "Matriz 2×2", latex: "\\begin{pmatrix}#?&#?\\\\#?&#?\\end{pmatrix}" },
  { text: "Sistema", latex: "\\begin{cases}#?\\\\#?\\end{cases}" },
  { text: "Seta de reação", latex: "\\rightarrow" },
  { text: "Química", label: "Química (\\ce)", latex: "\\ce{#?}", textOnly: true },
];

export const SYMBOLS: FormulaTemplate[] = [
  { text: "α", label: "Alfa", latex: "\\alpha" },
  { text: "β", label: "Beta", latex: "\\beta" },
  { text: "γ", label: "Gama", latex: "\\gamma" },
  { text: "Δ", label: "Delta maiúsculo", latex: "\\Delta" },
  { text: "θ", label: "Teta", latex: "\\theta" },
  { text: "λ", label: "Lambda", latex: "\\lambda" },
  { text: "μ", label: "Mi", latex: "\\mu" },
  { text: "π", label: "Pi", latex: "\\pi" },
  { text: "σ", label: "Sigma", latex: "\\sigma" },
  { text: "ω", label: "Ômega", latex: "\\omega" },
  { text: "≤", label: "Menor ou igual", latex: "\\le" },
  { text: "≥", label: "Maior ou igual", latex: "\\ge" },
  { text: "≠", label: "Diferente", latex: "\\ne" },
  { text: "±", label: "Mais ou menos", latex: "\\pm" },
];

/**
 * A template as LaTeX text, for the LaTeX box: the selection where the template takes it, nothing
 * in the empty boxes, and where the cursor goes (the first empty box, else the end).
 */
export function templateAsText(latex: string, selection: string): { text: string; caret: number } {
  let text = "";
  let caret = -1;
  for (const part of latex.split(/(#[@0?])/)) {
    if (part === "#?") {
      if (caret === -1) caret = text.length;
    } else if (part === "#@" || part === "#0") {
      text += selection;
    } else {
      text += part;
    }
  }
  return { text, caret: caret === -1 ? text.length : caret };
}
