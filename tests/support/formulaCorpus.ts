/**
 * Formulas a Brazilian school writes in its exams, from the early years to the ENEM, each with the
 * strings `pdftotext` must find where the formula is printed (`pdf`). Chromium draws the MathML
 * with the math font's italic letters (𝑥, 𝜋), which read as x and π once the text is normalised
 * (NFKC); spaces are not compared, since a PDF places the pieces of a formula where it likes.
 */
export interface CorpusFormula {
  /** What it is, in the teacher's words. */
  topic: string;
  latex: string;
  display?: boolean;
  pdf: string[];
}

/**
 * What LibreOffice must show of a formula once it has opened the Word equation and printed it:
 * it reads an equation's text in a formula language of its own, where `%`, `|`, `/`, `!` and
 * unmatched brackets mean something else, so only letters, digits and the signs it draws itself
 * (√, ∑, ∫) are expected from it.
 */
export const docxExpectations = (formula: CorpusFormula) =>
  formula.pdf.filter((expected) => /^(?:[\p{L}\p{N}]+|[√∑∫])$/u.test(expected));

export const FORMULA_CORPUS: CorpusFormula[] = [
  { topic: "soma de frações", latex: "\\frac{3}{4} + \\frac{1}{2} = \\frac{5}{4}", pdf: ["3", "4", "5"] },
  { topic: "número misto", latex: "2\\frac{1}{3} = \\frac{7}{3}", pdf: ["2", "7"] },
  { topic: "raiz quadrada", latex: "\\sqrt{144} = 12", pdf: ["√", "144", "12"] },
  { topic: "raiz cúbica", latex: "\\sqrt[3]{125} = 5", pdf: ["√", "125"] },
  { topic: "potência", latex: "2^{10} = 1024", pdf: ["1024"] },
  { topic: "produto notável", latex: "(a+b)^2 = a^2 + 2ab + b^2", pdf: ["2ab"] },
  { topic: "potência de expoente negativo", latex: "5^{-2} = \\frac{1}{25}", pdf: ["25"] },
  { topic: "equação do 1º grau", latex: "3x + 7 = 22", pdf: ["3x", "22"] },
  { topic: "equação do 2º grau", latex: "x^2 - 5x + 6 = 0", pdf: ["5x", "6"] },
  { topic: "discriminante", latex: "\\Delta = b^2 - 4ac", pdf: ["Δ", "4ac"] },
  {
    topic: "fórmula de Bhaskara",
    latex: "x = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}",
    display: true,
    pdf: ["±", "√", "Δ", "2a"],
  },
  {
    topic: "sistema de equações",
    latex: "\\begin{cases} x + y = 10 \\\\ x - y = 2 \\end{cases}",
    display: true,
    pdf: ["10", "2"],
  },
  { topic: "inequação", latex: "2x - 3 \\geq 7", pdf: ["≥", "7"] },
  { topic: "inequação dupla", latex: "-2 < x \\leq 5", pdf: ["≤", "5"] },
  { topic: "intervalo", latex: "]-\\infty, 3]", pdf: ["∞", "3"] },
  { topic: "conjunto", latex: "\\{x \\in \\mathbb{R} \\mid x > 0\\}", pdf: ["∈", "0"] },
  { topic: "função afim", latex: "f(x) = 2x + 1", pdf: ["f", "2x"] },
  { topic: "vértice da parábola", latex: "x_v = -\\frac{b}{2a}", pdf: ["2a"] },
  { topic: "função exponencial", latex: "f(x) = 3^x", pdf: ["f", "3"] },
  { topic: "logaritmo", latex: "\\log_2 32 = 5", pdf: ["log", "32"] },
  { topic: "propriedade do logaritmo", latex: "\\log_a (b \\cdot c) = \\log_a b + \\log_a c", pdf: ["log"] },
  { topic: "logaritmo natural", latex: "\\ln e^3 = 3", pdf: ["ln"] },
  { topic: "relação fundamental", latex: "\\sin^2 \\theta + \\cos^2 \\theta = 1", pdf: ["sin", "cos", "θ"] },
  { topic: "seno de arco notável", latex: "\\operatorname{sen} 30^\\circ = \\frac{1}{2}", pdf: ["sen", "30"] },
  { topic: "tangente", latex: "\\tan \\alpha = \\frac{\\sin \\alpha}{\\cos \\alpha}", pdf: ["tan", "α"] },
  { topic: "lei dos cossenos", latex: "a^2 = b^2 + c^2 - 2bc \\cos \\hat{A}", pdf: ["2bc", "cos"] },
  { topic: "matriz", latex: "A = \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", display: true, pdf: ["A", "1", "4"] },
  {
    topic: "determinante",
    latex: "\\det \\begin{vmatrix} 2 & 1 \\\\ 5 & 3 \\end{vmatrix} = 1",
    pdf: ["det", "5"],
  },
  { topic: "somatório", latex: "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}", display: true, pdf: ["∑"] },
  { topic: "limite", latex: "\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1", pdf: ["lim", "→"] },
  { topic: "integral", latex: "\\int_0^1 x^2 \\, dx = \\frac{1}{3}", display: true, pdf: ["∫", "dx"] },
  { topic: "vetor", latex: "\\vec{v} = (3, 4)", pdf: ["v", "3"] },
  { topic: "módulo de vetor", latex: "|\\vec{v}| = \\sqrt{3^2 + 4^2} = 5", pdf: ["√", "5"] },
  { topic: "aceleração da gravidade", latex: "g = 9{,}8\\ \\text{m/s}^2", pdf: ["g", "9,8", "m/s"] },
  { topic: "área em unidades", latex: "1\\ \\text{km}^2 = 10^6\\ \\text{m}^2", pdf: ["km", "10"] },
  { topic: "densidade", latex: "\\rho = 1000\\ \\text{kg/m}^3", pdf: ["ρ", "1000", "kg/m"] },
  {
    topic: "combustão do hidrogênio",
    latex: "\\ce{2H2(g) + O2(g) -> 2H2O(l)}",
    pdf: ["H", "O", "→", "(g)", "(l)"],
  },
  { topic: "decomposição do calcário", latex: "\\ce{CaCO3(s) -> CaO(s) + CO2(g)}", pdf: ["CaCO", "CaO", "→"] },
  { topic: "equilíbrio químico", latex: "\\ce{N2 + 3H2 <=> 2NH3}", pdf: ["NH"] },
  { topic: "íons", latex: "\\ce{Na+ + Cl- -> NaCl}", pdf: ["Na", "Cl", "NaCl"] },
  { topic: "segunda lei de Newton", latex: "\\vec{F} = m \\cdot \\vec{a}", pdf: ["F", "m"] },
  { topic: "velocidade média", latex: "v_m = \\frac{\\Delta s}{\\Delta t}", pdf: ["Δ"] },
  { topic: "comprimento de onda", latex: "\\lambda = \\frac{v}{f}", pdf: ["λ"] },
  { topic: "velocidade angular", latex: "\\omega = 2\\pi f", pdf: ["ω", "π"] },
  { topic: "área do círculo", latex: "A = \\pi r^2", pdf: ["π"] },
  { topic: "resistência", latex: "R = 10\\ \\Omega", pdf: ["Ω", "10"] },
  { topic: "primeira lei da termodinâmica", latex: "\\Delta U = Q - \\tau", pdf: ["Δ", "τ"] },
  { topic: "energia", latex: "E = m c^2", pdf: ["E"] },
  { topic: "porcentagem", latex: "25\\% \\text{ de } 80 = 20", pdf: ["25%", "80"] },
  { topic: "taxa percentual", latex: "\\frac{15}{100} = 15\\%", pdf: ["100", "15%"] },
  { topic: "juros compostos", latex: "M = C(1 + i)^t", pdf: ["M", "C"] },
  { topic: "teorema de Pitágoras", latex: "a^2 + b^2 = c^2", pdf: ["a", "b"] },
  { topic: "combinação", latex: "C_{n,p} = \\frac{n!}{p!\\,(n-p)!}", pdf: ["C", "n!", "p!"] },
  { topic: "progressão aritmética", latex: "a_n = a_1 + (n-1) \\cdot r", pdf: ["r"] },
  { topic: "soma da PG infinita", latex: "S_\\infty = \\frac{a_1}{1-q}", pdf: ["∞", "q"] },
  { topic: "módulo", latex: "|x - 2| < 3", pdf: ["|", "3"] },
];

/** A formula that does not parse: kept as its LaTeX wherever the exam goes. */
export const MALFORMED_FORMULA = "\\frac{1}{";
