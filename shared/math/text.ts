/**
 * A formula as readable plain text, for what shows text only (a card's preview, a search, a
 * spoken alternative, the Google Docs export keeps the LaTeX instead): `x^2` reads `x²`,
 * `\sqrt{2}` `√2`, `\frac{a+b}{2}` `(a+b)/2`, `\alpha` `α`, `\ce{H2O}` `H₂O`. What it does not
 * know is kept as written, without its backslash. One pass over the LaTeX, nesting capped.
 */

// prettier-ignore
const SYMBOLS: Record<string, string> = {
  alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ε", varepsilon: "ε", zeta: "ζ", eta: "η",
  theta: "θ", vartheta: "ϑ", iota: "ι", kappa: "κ", lambda: "λ", mu: "μ", nu: "ν", xi: "ξ", pi: "π", rho: "ρ",
  sigma: "σ", tau: "τ", upsilon: "υ", phi: "φ", varphi: "φ", chi: "χ", psi: "ψ", omega: "ω", Gamma: "Γ",
  Delta: "Δ", Theta: "Θ", Lambda: "Λ", Xi: "Ξ", Pi: "Π", Sigma: "Σ", Phi: "Φ", Psi: "Ψ", Omega: "Ω", le: "≤",
  leq: "≤", ge: "≥", geq: "≥", ne: "≠", neq: "≠", pm: "±", mp: "∓", times: "×", cdot: "·", div: "÷",
  approx: "≈", equiv: "≡", sim: "∼", propto: "∝", infty: "∞", partial: "∂", nabla: "∇", degree: "°", circ: "°",
  to: "→", rightarrow: "→", leftarrow: "←", Rightarrow: "⇒", Leftarrow: "⇐", leftrightarrow: "↔",
  Leftrightarrow: "⇔", rightleftharpoons: "⇌", longrightarrow: "⟶", mapsto: "↦", implies: "⇒", iff: "⇔",
  in: "∈", notin: "∉", subset: "⊂", subseteq: "⊆", supset: "⊃", cup: "∪", cap: "∩", emptyset: "∅",
  varnothing: "∅", forall: "∀", exists: "∃", neg: "¬", land: "∧", lor: "∨", angle: "∠", perp: "⊥",
  parallel: "∥", triangle: "△", sum: "Σ", prod: "∏", int: "∫", iint: "∬", oint: "∮", lim: "lim", log: "log",
  ln: "ln", sin: "sen", sen: "sen", cos: "cos", tan: "tg", tg: "tg", cot: "cotg", sec: "sec", csc: "cossec",
  arcsin: "arcsen", arccos: "arccos", arctan: "arctg", exp: "exp", max: "máx", min: "mín", det: "det",
  ldots: "…", cdots: "⋯", dots: "…", vdots: "⋮", ddots: "⋱", prime: "′", "%": "%", $: "$", "&": "&", "{": "{",
  "}": "}", "#": "#", _: "_", ",": " ", ";": " ", ":": " ", "!": "", quad: " ", qquad: "  ", " ": " ",
  "\\": " ", left: "", right: "", big: "", Big: "", bigg: "", Bigg: "", displaystyle: "", limits: "",
  nolimits: "", langle: "⟨", rangle: "⟩", lfloor: "⌊", rfloor: "⌋", lceil: "⌈", rceil: "⌉", mid: "|",
  vert: "|", Vert: "‖", lvert: "|", rvert: "|", backslash: "\\", hbar: "ℏ", ell: "ℓ", Re: "ℜ", Im: "ℑ",
  aleph: "ℵ", N: "ℕ", Z: "ℤ", Q: "ℚ", R: "ℝ", C: "ℂ", therefore: "∴", because: "∵",
};
// prettier-ignore
const SUPERSCRIPTS: Record<string, string> = {
  "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "+": "⁺",
  "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", n: "ⁿ", i: "ⁱ", x: "ˣ", y: "ʸ", a: "ᵃ", b: "ᵇ", "°": "°",
  "′": "′",
};
// prettier-ignore
const SUBSCRIPTS: Record<string, string> = {
  "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉", "+": "₊",
  "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎", a: "ₐ", e: "ₑ", o: "ₒ", x: "ₓ", i: "ᵢ", n: "ₙ", m: "ₘ",
  k: "ₖ",
};
/** Commands whose one argument is shown as it reads. */
// prettier-ignore
const TEXT_ARGUMENT = new Set([
  "text", "textrm", "textbf", "textit", "mathrm", "mathbf", "mathit", "mathsf", "operatorname", "boldsymbol",
  "mbox", "mathbb", "mathcal", "overline", "underline", "vec", "hat", "bar", "dot", "tilde", "overrightarrow",
  "widehat", "unit", "pu",
]);
// prettier-ignore
const ACCENTS: Record<string, string> = {
  vec: "\u20d7", hat: "\u0302", bar: "\u0304", dot: "\u0307", tilde: "\u0303", overline: "\u0305",
  overrightarrow: "\u20d7", widehat: "\u0302",
};
const MAX_DEPTH = 40;

/** `x²` when every character has a superscript form, else `x^(…)`. */
function raised(base: string, exponent: string, table: Record<string, string>, mark: string): string {
  const chars = [...exponent];
  if (chars.length > 0 && chars.every((character) => table[character])) return base + chars.map((c) => table[c]).join("");
  return `${base}${mark}${grouped(exponent)}`;
}

/** In parentheses unless it is one number, letter or symbol: `(a+b)/2`, `1/(2a)`. */
const grouped = (text: string) => ([...text].length <= 1 || /^[\p{N},.]+$/u.test(text) ? text : `(${text})`);

class Reader {
  at = 0;
  constructor(private readonly latex: string) {}

  /** Up to the end, or to the closing brace of the group it is in. */
  sequence(depth: number, stopAt?: string): string {
    let out = "";
    while (this.at < this.latex.length) {
      const character = this.latex[this.at];
      if (character === "}" || (stopAt && this.latex.startsWith(stopAt, this.at))) break;
      out += this.atom(depth);
    }
    return out;
  }

  /** One argument: a group in braces, a command, or one character. */
  argument(depth: number): string {
    this.skipSpaces();
    if (this.latex[this.at] === "{") {
      this.at++;
      const text = depth >= MAX_DEPTH ? this.skipGroup() : this.sequence(depth + 1);
      if (this.latex[this.at] === "}") this.at++;
      return text;
    }
    return this.atom(depth);
  }

  /** A braced argument as it is written (chemistry has a notation of its own). */
  private rawArgument(): string {
    this.skipSpaces();
    if (this.latex[this.at] !== "{") return "";
    this.at++;
    const text = this.skipGroup();
    if (this.latex[this.at] === "}") this.at++;
    return text;
  }

  /** An optional `[…]` argument, or undefined. */
  private optional(depth: number): string | undefined {
    this.skipSpaces();
    if (this.latex[this.at] !== "[") return undefined;
    this.at++;
    const text = this.sequence(depth + 1, "]");
    if (this.latex[this.at] === "]") this.at++;
    return text;
  }

  private skipSpaces() {
    while (this.latex[this.at] === " ") this.at++;
  }

  /** Past the rest of a group too deep to read: its text as it is written. */
  private skipGroup(): string {
    let level = 0;
    const from = this.at;
    while (this.at < this.latex.length && (level > 0 || this.latex[this.at] !== "}")) {
      if (this.latex[this.at] === "{") level++;
      if (this.latex[this.at] === "}") level--;
      this.at++;
    }
    return this.latex.slice(from, this.at);
  }

  private atom(depth: number): string {
    const latex = this.latex;
    const character = latex[this.at];
    if (character === "^" || character === "_") {
      this.at++;
      const argument = this.argument(depth);
      return raised("", argument, character === "^" ? SUPERSCRIPTS : SUBSCRIPTS, character);
    }
    if (character === "{") {
      this.at++;
      const text = depth >= MAX_DEPTH ? this.skipGroup() : this.sequence(depth + 1);
      if (latex[this.at] === "}") this.at++;
      return text;
    }
    if (character === "&") {
      this.at++;
      return " ";
    }
    if (character === "~") {
      this.at++;
      return " ";
    }
    if (character !== "\\") {
      this.at++;
      return character === "-" ? "−" : character === "*" ? "·" : character;
    }
    // A command: letters, or one other character.
    let end = this.at + 1;
    while (end < latex.length && /[a-zA-Z]/.test(latex[end])) end++;
    if (end === this.at + 1) end++;
    const name = latex.slice(this.at + 1, end);
    this.at = end;
    return this.command(name, depth);
  }

  private command(name: string, depth: number): string {
    switch (name) {
      case "frac":
      case "dfrac":
      case "tfrac": {
        const numerator = this.argument(depth);
        const denominator = this.argument(depth);
        return `${grouped(numerator)}/${grouped(denominator)}`;
      }
      case "sqrt": {
        const index = this.optional(depth);
        const radicand = this.argument(depth);
        const root = index === "3" ? "∛" : index === "4" ? "∜" : index ? `${raised("", index, SUPERSCRIPTS, "^")}√` : "√";
        return root + grouped(radicand);
      }
      case "binom":
        return `C(${this.argument(depth)}, ${this.argument(depth)})`;
      case "ce":
        return chemistry(this.rawArgument());
      case "begin": {
        this.argument(depth);
        const body = this.sequence(depth + 1, "\\end");
        if (this.latex.startsWith("\\end", this.at)) {
          this.at += 4;
          this.argument(depth);
        }
        return `[${body.replace(/\s+/g, " ").trim()}]`;
      }
      case "\\":
        return "; ";
      default:
        if (TEXT_ARGUMENT.has(name)) {
          const text = this.argument(depth);
          return ACCENTS[name] && [...text].length === 1 ? text + ACCENTS[name] : text;
        }
        return SYMBOLS[name] ?? name;
    }
  }
}

/** `H2O` → `H₂O`, `Ca^{2+}` → `Ca²⁺`, `->` → `→`: the chemistry notation (mhchem) read as text. */
function chemistry(formula: string): string {
  return formula
    .replace(/<=>/g, "⇌")
    .replace(/->/g, "→")
    .replace(/<-/g, "←")
    .replace(/\^\{?([0-9+-]+)\}?/g, (_match, charge: string) => [...charge].map((c) => SUPERSCRIPTS[c] ?? c).join(""))
    .replace(
      /([A-Za-z)\]])([0-9]+)/g,
      (_match, before: string, digits: string) => before + [...digits].map((c) => SUBSCRIPTS[c]).join(""),
    );
}

export function latexToText(latex: string): string {
  const reader = new Reader(latex);
  let out = "";
  // A stray closing brace ends nothing: it is skipped and the reading goes on.
  while (reader.at < latex.length) {
    out += reader.sequence(0);
    if (reader.at < latex.length) reader.at++;
  }
  return out.replace(/\s+/g, " ").trim();
}
