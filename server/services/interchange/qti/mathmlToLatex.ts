import { Element, type ChildNode } from "domhandler";
import { childElements } from "../xml/boundedXml";
import { textOf } from "./xml";

/**
 * MathML (as QTI items carry formulas) to the LaTeX our formula spans hold. A formula written by a
 * LaTeX-aware tool keeps its source as a TeX annotation, which is taken as it is; otherwise the
 * presentation elements are converted one by one, to the LaTeX a teacher would have typed. What
 * has no LaTeX counterpart keeps its content and loses its styling.
 */

const TEX_ENCODINGS = new Set(["application/x-tex", "tex", "text/x-tex", "latex", "application/x-latex", "text/latex"]);

export function mathmlToLatex(math: Element): string {
  return convert(math).trim();
}

/** The LaTeX of a TeX annotation directly under the element's semantics, if there is one. */
function texAnnotation(semantics: Element): string | null {
  for (const annotation of childElements(semantics)) {
    if (annotation.name !== "annotation") continue;
    if (TEX_ENCODINGS.has((annotation.attribs.encoding ?? "").trim().toLowerCase())) return textOf(annotation).trim();
  }
  return null;
}

// prettier-ignore
const GREEK: Record<string, string> = {
  α: "\\alpha", β: "\\beta", γ: "\\gamma", δ: "\\delta", ε: "\\varepsilon", ϵ: "\\epsilon", ζ: "\\zeta", η: "\\eta",
  θ: "\\theta", ϑ: "\\vartheta", ι: "\\iota", κ: "\\kappa", ϰ: "\\varkappa", λ: "\\lambda", μ: "\\mu", µ: "\\mu",
  ν: "\\nu", ξ: "\\xi", ο: "o", π: "\\pi", ϖ: "\\varpi", ρ: "\\rho", ϱ: "\\varrho", σ: "\\sigma", ς: "\\varsigma",
  τ: "\\tau", υ: "\\upsilon", φ: "\\varphi", ϕ: "\\phi", χ: "\\chi", ψ: "\\psi", ω: "\\omega",
  Γ: "\\Gamma", Δ: "\\Delta", "∆": "\\Delta", Θ: "\\Theta", Λ: "\\Lambda", Ξ: "\\Xi", Π: "\\Pi", Σ: "\\Sigma",
  Υ: "\\Upsilon", Φ: "\\Phi", Ψ: "\\Psi", Ω: "\\Omega",
  Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Ι: "I", Κ: "K", Μ: "M", Ν: "N", Ο: "O", Ρ: "P", Τ: "T", Χ: "X",
};

/** Characters of math mode with a LaTeX command, and those LaTeX reserves. */
// prettier-ignore
const SYMBOLS: Record<string, string> = {
  ...GREEK,
  "−": "-", "∗": "\\ast", "×": "\\times", "÷": "\\div", "·": "\\cdot", "⋅": "\\cdot", "∙": "\\cdot",
  "±": "\\pm", "∓": "\\mp", "≤": "\\leq", "⩽": "\\leqslant", "≥": "\\geq", "⩾": "\\geqslant", "≠": "\\neq",
  "≈": "\\approx", "≡": "\\equiv", "≅": "\\cong", "∼": "\\sim", "≃": "\\simeq", "∝": "\\propto", "≪": "\\ll",
  "≫": "\\gg", "→": "\\to", "←": "\\leftarrow", "↔": "\\leftrightarrow", "⇒": "\\Rightarrow", "⇐": "\\Leftarrow",
  "⇔": "\\Leftrightarrow", "↦": "\\mapsto", "⟶": "\\longrightarrow", "⟹": "\\Longrightarrow",
  "⟺": "\\Longleftrightarrow", "↑": "\\uparrow", "↓": "\\downarrow", "⇌": "\\rightleftharpoons",
  "∞": "\\infty", "∑": "\\sum", "∏": "\\prod", "∐": "\\coprod", "∫": "\\int", "∬": "\\iint", "∭": "\\iiint",
  "∮": "\\oint", "∂": "\\partial", "∇": "\\nabla", "∈": "\\in", "∉": "\\notin", "∋": "\\ni", "⊂": "\\subset",
  "⊃": "\\supset", "⊆": "\\subseteq", "⊇": "\\supseteq", "∪": "\\cup", "∩": "\\cap", "⋃": "\\bigcup",
  "⋂": "\\bigcap", "∅": "\\emptyset", "∀": "\\forall", "∃": "\\exists", "∄": "\\nexists", "¬": "\\neg",
  "∧": "\\wedge", "∨": "\\vee", "⊕": "\\oplus", "⊗": "\\otimes", "∘": "\\circ", "°": "\\degree", "∠": "\\angle",
  "⊥": "\\perp", "⟂": "\\perp", "∥": "\\parallel", "△": "\\triangle", "□": "\\square", "…": "\\ldots",
  "⋯": "\\cdots", "⋮": "\\vdots", "⋱": "\\ddots", "′": "'", "″": "''", "‴": "'''", "⟨": "\\langle",
  "⟩": "\\rangle", "⌊": "\\lfloor", "⌋": "\\rfloor", "⌈": "\\lceil", "⌉": "\\rceil", "‖": "\\|", "∣": "\\mid",
  "∖": "\\setminus", "ℝ": "\\mathbb{R}", "ℕ": "\\mathbb{N}", "ℤ": "\\mathbb{Z}", "ℚ": "\\mathbb{Q}",
  "ℂ": "\\mathbb{C}", "ℓ": "\\ell", "ℏ": "\\hbar", "ℵ": "\\aleph", "∴": "\\therefore", "∵": "\\because",
  "%": "\\%", "#": "\\#", "&": "\\&", $: "\\$", _: "\\_", "{": "\\{", "}": "\\}", "\\": "\\backslash",
  "~": "\\sim", "^": "\\wedge", "\u00a0": "\\ ",
  // Function application, invisible times and separators only tell a reader how to speak the formula.
  "\u2061": "", "\u2062": "", "\u2063": "", "\u2064": "", "\u200b": "",
};

// prettier-ignore
const FUNCTIONS = new Set([
  "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "coth",
  "log", "ln", "lg", "exp", "lim", "limsup", "liminf", "max", "min", "sup", "inf", "det", "gcd", "deg", "dim",
  "ker", "arg", "hom", "Pr",
]);
/** Operators whose scripts LaTeX sets below and above them (∑, lim…), written `\sum_{…}^{…}`. */
const LIMIT_OPERATORS = new Set(["∑", "∏", "∐", "∫", "∬", "∭", "∮", "⋃", "⋂", "⋁", "⋀", "⨁", "⨂"]);
const LIMIT_FUNCTIONS = new Set(["lim", "limsup", "liminf", "max", "min", "sup", "inf", "det", "gcd", "Pr"]);

// prettier-ignore
const OVER_ACCENTS: Record<string, [single: string, wide: string]> = {
  "¯": ["\\overline", "\\overline"], "‾": ["\\overline", "\\overline"], _: ["\\overline", "\\overline"],
  "―": ["\\overline", "\\overline"], "̅": ["\\overline", "\\overline"],
  "^": ["\\hat", "\\widehat"], ˆ: ["\\hat", "\\widehat"], "̂": ["\\hat", "\\widehat"],
  "~": ["\\tilde", "\\widetilde"], "˜": ["\\tilde", "\\widetilde"], "̃": ["\\tilde", "\\widetilde"],
  "→": ["\\vec", "\\overrightarrow"], "⃗": ["\\vec", "\\overrightarrow"], "←": ["\\overleftarrow", "\\overleftarrow"],
  "↔": ["\\overleftrightarrow", "\\overleftrightarrow"], "˙": ["\\dot", "\\dot"], ".": ["\\dot", "\\dot"],
  "¨": ["\\ddot", "\\ddot"], ˇ: ["\\check", "\\check"], "˘": ["\\breve", "\\breve"], "´": ["\\acute", "\\acute"],
  "`": ["\\grave", "\\grave"], "⏞": ["\\overbrace", "\\overbrace"], "︷": ["\\overbrace", "\\overbrace"],
};
// prettier-ignore
const UNDER_ACCENTS: Record<string, string> = {
  _: "\\underline", "¯": "\\underline", "‾": "\\underline", "̲": "\\underline", "⏟": "\\underbrace", "︸": "\\underbrace",
};

/** A fence as `\left`/`\right` take it. */
// prettier-ignore
const FENCES: Record<string, string> = {
  "": ".", "{": "\\{", "}": "\\}", "⟨": "\\langle", "⟩": "\\rangle", "〈": "\\langle", "〉": "\\rangle",
  "‖": "\\|", "∥": "\\|", "⌊": "\\lfloor", "⌋": "\\rfloor", "⌈": "\\lceil", "⌉": "\\rceil",
};

const MATRICES: Record<string, string> = { "()": "pmatrix", "[]": "bmatrix", "{}": "Bmatrix", "||": "vmatrix", "‖‖": "Vmatrix" };

/** Joins pieces of LaTeX, with a space after a command name where a letter (or, for reading, a digit) follows. */
function join(pieces: string[]): string {
  let out = "";
  let last = "";
  for (const piece of pieces) {
    if (piece === "") continue;
    // Only the last piece is looked at, so that a long row joins in linear time.
    if (/\\[A-Za-z]+$/.test(last) && /^[A-Za-z0-9]/.test(piece)) out += " ";
    out += piece;
    last = piece;
  }
  return out;
}

/** A token's text: MathML trims and collapses XML whitespace (not the no-break space). */
const tokenText = (element: Element) =>
  textOf(element)
    .replace(/[ \t\r\n]+/g, " ")
    .replace(/^ | $/g, "");

const mathSymbols = (text: string) => join(Array.from(text, (character) => SYMBOLS[character] ?? character));

function convert(element: Element): string {
  switch (element.name) {
    case "semantics": {
      const tex = texAnnotation(element);
      if (tex !== null) return tex;
      const first = childElements(element)[0];
      return first && first.name !== "annotation" && first.name !== "annotation-xml" ? convert(first) : "";
    }
    case "annotation":
    case "annotation-xml":
    case "none":
    case "mprescripts":
      return "";
    case "mi":
      return identifier(tokenText(element), element.attribs.mathvariant);
    case "mn":
      return number(tokenText(element));
    case "mo":
      return operator(tokenText(element));
    case "mtext":
      return text(
        textOf(element)
          .replace(/[ \t\r\n]+/g, " ")
          .replace(/^ | $/g, ""),
      );
    case "ms":
      return text(`"${tokenText(element)}"`);
    case "mspace":
      return space(element);
    case "mfrac":
      return fraction(element);
    case "msqrt":
      return `\\sqrt{${row(element.children)}}`;
    case "mroot": {
      const [base, index] = childElements(element);
      return `\\sqrt[${index ? convert(index) : ""}]{${base ? convert(base) : ""}}`;
    }
    case "msup":
    case "msub":
    case "msubsup":
      return scripts(element);
    case "munder":
    case "mover":
    case "munderover":
      return underOver(element);
    case "mtable":
      return matrix(element, "matrix");
    case "mfenced":
      return fenced(element);
    case "menclose":
      return enclosed(element);
    case "mphantom":
      return `\\phantom{${row(element.children)}}`;
    case "mmultiscripts":
      return multiscripts(element);
    default:
      // math, mrow, mstyle, mpadded, merror, mtd and any element unknown: their content in a row.
      return row(element.children);
  }
}

function row(nodes: ChildNode[]): string {
  const elements = nodes.filter((node): node is Element => node instanceof Element);
  const pieces: string[] = [];
  for (let index = 0; index < elements.length; index++) {
    const fenced = fencedGroup(elements, index);
    if (fenced) {
      pieces.push(fenced.latex);
      index += fenced.length - 1;
      continue;
    }
    // The space after a function's application mark is the one LaTeX puts after \sin by itself.
    const previous = elements[index - 1];
    if (elements[index].name === "mspace" && previous?.name === "mo" && tokenText(previous) === "\u2061") continue;
    pieces.push(convert(elements[index]));
  }
  return join(pieces);
}

/**
 * `( mtable )` is a pmatrix, `{ mtable` a cases, `( n atop k )` a binomial: what LaTeX wrote them
 * from. Returns the LaTeX and how many elements of the row it took, or null.
 */
function fencedGroup(elements: Element[], index: number): { latex: string; length: number } | null {
  const [open, inner, close] = elements.slice(index, index + 3);
  if (open.name !== "mo" || !inner) return null;
  const closing = close?.name === "mo" ? tokenText(close) : null;
  const fences = tokenText(open) + (closing ?? "");
  if (inner.name === "mtable") {
    if (closing !== null && MATRICES[fences]) return { latex: matrix(inner, MATRICES[fences]), length: 3 };
    if (tokenText(open) === "{") return { latex: matrix(inner, "cases"), length: closing === "" ? 3 : 2 };
    return null;
  }
  if (inner.name === "mfrac" && fences === "()" && isThinLine(inner)) {
    const [top, bottom] = childElements(inner);
    return { latex: `\\binom{${top ? convert(top) : ""}}{${bottom ? convert(bottom) : ""}}`, length: 3 };
  }
  return null;
}

const isThinLine = (fraction: Element) => /^0(\.0*)?([a-z]+)?$/.test((fraction.attribs.linethickness ?? "").trim());

function identifier(text: string, variant: string | undefined): string {
  if (text === "") return "";
  if (FUNCTIONS.has(text)) return `\\${text}`;
  const characters = Array.from(text);
  if (characters.length === 1) {
    if (/^[A-Za-z0-9]$/.test(text)) return withVariant(text, variant);
    return SYMBOLS[text] ?? text;
  }
  if (/^[A-Za-z]+$/.test(text)) return `\\operatorname{${text}}`;
  return mathSymbols(text);
}

const VARIANTS: Record<string, string> = {
  normal: "\\mathrm",
  bold: "\\mathbf",
  "double-struck": "\\mathbb",
  script: "\\mathcal",
  fraktur: "\\mathfrak",
  "bold-italic": "\\boldsymbol",
};

const withVariant = (letter: string, variant: string | undefined) =>
  variant && VARIANTS[variant] ? `${VARIANTS[variant]}{${letter}}` : letter;

function number(text: string): string {
  // A decimal comma keeps LaTeX from spacing it as punctuation: 3{,}5.
  return mathSymbols(text).replace(/(\d),(?=\d)/g, "$1{,}");
}

function operator(text: string): string {
  if (FUNCTIONS.has(text)) return `\\${text}`;
  if (text === "mod") return "\\bmod";
  if (text.length > 1 && /^[A-Za-z]+$/.test(text)) return `\\operatorname{${text}}`;
  return mathSymbols(text);
}

// prettier-ignore
const TEXT_ESCAPES: Record<string, string> = {
  "\\": "\\textbackslash{}", "{": "\\{", "}": "\\}", $: "\\$", "&": "\\&", "#": "\\#", "%": "\\%", _: "\\_",
  "^": "\\textasciicircum{}", "~": "\\textasciitilde{}", "\u00a0": "~",
};

function text(content: string): string {
  if (content === "") return "";
  if (content === " ") return "\\ ";
  return `\\text{${content.replace(/[\\{}$&#%_^~\u00a0]/g, (character) => TEXT_ESCAPES[character])}}`;
}

// prettier-ignore
const NAMED_SPACES: Record<string, number> = {
  veryverythinmathspace: 1 / 18, verythinmathspace: 2 / 18, thinmathspace: 3 / 18, mediummathspace: 4 / 18,
  thickmathspace: 5 / 18, verythickmathspace: 6 / 18, veryverythickmathspace: 7 / 18,
};
const UNITS: Record<string, number> = { em: 1, ex: 0.43, px: 1 / 16, pt: 1 / 10, mu: 1 / 18, "": 1 };

function space(element: Element): string {
  if (element.attribs.linebreak === "newline") return "\\\\";
  const width = (element.attribs.width ?? "").trim();
  const measure = /^(-?[\d.]+)\s*([a-z]*)$/.exec(width);
  const em = NAMED_SPACES[width] ?? (measure ? Number(measure[1]) * (UNITS[measure[2]] ?? 0) : 0);
  if (!Number.isFinite(em) || em === 0) return "";
  if (em < 0) return "\\!";
  if (em >= 2) return "\\qquad";
  if (em >= 1) return "\\quad";
  if (em >= 0.27) return "\\;";
  if (em >= 0.22) return "\\:";
  return "\\,";
}

function fraction(element: Element): string {
  const [top, bottom] = childElements(element);
  const numerator = top ? convert(top) : "";
  const denominator = bottom ? convert(bottom) : "";
  return isThinLine(element) ? `{${numerator} \\atop ${denominator}}` : `\\frac{${numerator}}{${denominator}}`;
}

/** A script: bare when one letter or digit, braced otherwise. */
const script = (latex: string) => (/^[A-Za-z0-9]$/.test(latex) ? latex : `{${latex}}`);

const SCRIPTED = new Set(["msup", "msub", "msubsup", "munder", "mover", "munderover", "mmultiscripts"]);
/** Elements LaTeX writes as one atom (a group, a number), whose scripts need no braces around them. */
const ONE_ATOM = new Set(["mfrac", "msqrt", "mroot", "menclose", "mfenced", "mn", "mo"]);

/** The base of a script, braced unless LaTeX already reads it as one atom. */
function base(element: Element | undefined): string {
  if (!element) return "{}";
  const latex = convert(element);
  if (latex === "") return "{}";
  if (SCRIPTED.has(element.name)) return `{${latex}}`;
  if (/^(\\[A-Za-z]+|\\.|.)$/u.test(latex)) return latex;
  if (ONE_ATOM.has(element.name)) return latex;
  if (/^(\(|\[|\\left)/.test(latex) && /(\)|\]|\\right.|\\right\\[A-Za-z]+|\\right\\\|)$/.test(latex)) return latex;
  if (/^\\[A-Za-z]+\{.*\}$/s.test(latex) && isOneGroup(latex)) return latex;
  return `{${latex}}`;
}

/** Whether a `\command{…}` spans the whole LaTeX (its first brace closes at the end). */
function isOneGroup(latex: string): boolean {
  let depth = 0;
  const start = latex.indexOf("{");
  for (let index = start; index < latex.length; index++) {
    const character = latex[index];
    if (character === "\\") index++;
    else if (character === "{") depth++;
    else if (character === "}" && --depth === 0) return index === latex.length - 1;
  }
  return false;
}

/** A superscript prime is written as LaTeX writes it: f'. */
function superscript(element: Element | undefined): string {
  if (!element) return "";
  const latex = convert(element);
  if (/^'+$/.test(latex)) return latex;
  return `^${script(latex)}`;
}

function scripts(element: Element): string {
  const [baseElement, first, second] = childElements(element);
  const baseLatex = base(baseElement);
  if (element.name === "msup") return baseLatex + superscript(first);
  const sub = `_${script(first ? convert(first) : "")}`;
  if (element.name === "msub") return baseLatex + sub;
  return baseLatex + sub + superscript(second);
}

function underOver(element: Element): string {
  const [baseElement, first, second] = childElements(element);
  const under = element.name === "mover" ? undefined : first;
  const over = element.name === "mover" ? first : element.name === "munderover" ? second : undefined;
  const baseText = baseElement ? tokenText(baseElement) : "";
  const baseLatex = baseElement ? convert(baseElement) : "";

  const isLimitOperator =
    baseElement &&
    ((baseElement.name === "mo" && LIMIT_OPERATORS.has(baseText)) ||
      ((baseElement.name === "mi" || baseElement.name === "mo") && LIMIT_FUNCTIONS.has(baseText)) ||
      /^\\(underbrace|overbrace)\{/.test(baseLatex));
  if (isLimitOperator) {
    return join([baseLatex, under ? `_{${convert(under)}}` : "", over ? `^{${convert(over)}}` : ""]);
  }

  const accentOf = (mark: Element | undefined) => (mark && mark.name === "mo" ? tokenText(mark) : null);
  const wide = Array.from(baseText).length > 1 || (baseElement !== undefined && childElements(baseElement).length > 1);
  let latex = baseLatex;
  const underMark = accentOf(under);
  if (under)
    latex =
      underMark !== null && UNDER_ACCENTS[underMark]
        ? `${UNDER_ACCENTS[underMark]}{${latex}}`
        : `\\underset{${convert(under)}}{${latex}}`;
  const overMark = accentOf(over);
  if (over) {
    const accent = overMark !== null ? OVER_ACCENTS[overMark] : undefined;
    if (accent) latex = `${wide ? accent[1] : accent[0]}{${latex}}`;
    else if (overMark === "⌢" || overMark === "⌒") latex = `\\overset{\\frown}{${latex}}`;
    else latex = `\\overset{${convert(over)}}{${latex}}`;
  }
  return latex;
}

function matrix(table: Element, environment: string): string {
  const rows = childElements(table)
    .filter((tableRow) => tableRow.name === "mtr" || tableRow.name === "mlabeledtr")
    .map((tableRow) => {
      // A labelled row's first cell is its equation number, which LaTeX numbers by itself.
      const cells = childElements(tableRow).filter((cell) => cell.name === "mtd");
      return (tableRow.name === "mlabeledtr" ? cells.slice(1) : cells).map((cell) => row(cell.children)).join(" & ");
    });
  return `\\begin{${environment}}${rows.join(" \\\\ ")}\\end{${environment}}`;
}

const fence = (character: string) => FENCES[character] ?? SYMBOLS[character] ?? character;

function fenced(element: Element): string {
  const open = (element.attribs.open ?? "(").trim();
  const close = (element.attribs.close ?? ")").trim();
  const items = childElements(element);
  if (items.length === 1 && items[0].name === "mtable") {
    if (open === "{" && close === "") return matrix(items[0], "cases");
    if (MATRICES[open + close]) return matrix(items[0], MATRICES[open + close]);
  }
  const separators = Array.from((element.attribs.separators ?? ",").replace(/\s/g, ""));
  const pieces: string[] = [];
  items.forEach((item, index) => {
    if (index > 0 && separators.length > 0) pieces.push(mathSymbols(separators[Math.min(index - 1, separators.length - 1)]));
    pieces.push(convert(item));
  });
  return join([`\\left${fence(open)}`, ...pieces, `\\right${fence(close)}`]);
}

function enclosed(element: Element): string {
  const notations = (element.attribs.notation ?? "longdiv").split(/\s+/);
  const content = row(element.children);
  if (notations.includes("box") || notations.includes("roundedbox")) return `\\boxed{${content}}`;
  if (notations.includes("updiagonalstrike") || notations.includes("downdiagonalstrike")) return `\\cancel{${content}}`;
  if (notations.includes("radical")) return `\\sqrt{${content}}`;
  if (notations.includes("top")) return `\\overline{${content}}`;
  if (notations.includes("bottom")) return `\\underline{${content}}`;
  return content;
}

function multiscripts(element: Element): string {
  const [baseElement, ...rest] = childElements(element);
  const split = rest.findIndex((item) => item.name === "mprescripts");
  const post = split < 0 ? rest : rest.slice(0, split);
  const pre = split < 0 ? [] : rest.slice(split + 1);
  const pairs = (items: Element[]) => {
    let out = "";
    for (let index = 0; index < items.length; index += 2) {
      const sub = convert(items[index]);
      const sup = items[index + 1] ? convert(items[index + 1]) : "";
      if (sub) out += `_${script(sub)}`;
      if (sup) out += `^${script(sup)}`;
    }
    return out;
  };
  const prescripts = pairs(pre);
  return (prescripts ? `{}${prescripts}` : "") + base(baseElement) + pairs(post);
}
