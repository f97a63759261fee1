import { describe, expect, it } from "vitest";
import { renderFormula } from "../../server/services/common/renderFormula";
import { mathmlToLatex } from "../../server/services/interchange/qti/mathmlToLatex";
import { descendants, parseXml } from "../../server/services/interchange/qti/xml";

/** The LaTeX of a `<math>` written without its element: `latex("<mi>x</mi>")`. */
const latex = (content: string, attributes = "") =>
  mathmlToLatex(
    descendants(parseXml(`<math xmlns="http://www.w3.org/1998/Math/MathML"${attributes}>${content}</math>`)!, "math")[0],
  );

describe("MathML to LaTeX", () => {
  it("takes the TeX annotation as it is when the formula carries one", () => {
    const annotated = (encoding: string) =>
      latex(`<semantics><mrow><mi>x</mi></mrow><annotation encoding="${encoding}">\\frac{a}{b} &lt; 1</annotation></semantics>`);
    expect(annotated("application/x-tex")).toBe("\\frac{a}{b} < 1");
    expect(annotated("TeX")).toBe("\\frac{a}{b} < 1");
    // Another annotation is not LaTeX: the presentation is converted.
    expect(annotated("text/plain")).toBe("x");
  });

  it("converts fractions, roots and binomials", () => {
    expect(latex("<mfrac><mn>3</mn><mn>4</mn></mfrac>")).toBe("\\frac{3}{4}");
    expect(latex("<mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mrow><mn>2</mn><mi>c</mi></mrow></mfrac>")).toBe(
      "\\frac{a+b}{2c}",
    );
    expect(latex("<msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt>")).toBe("\\sqrt{x+1}");
    expect(latex("<mroot><mn>8</mn><mn>3</mn></mroot>")).toBe("\\sqrt[3]{8}");
    expect(latex('<mrow><mo>(</mo><mfrac linethickness="0"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo></mrow>')).toBe("\\binom{n}{k}");
    expect(latex('<mfrac linethickness="0px"><mi>a</mi><mi>b</mi></mfrac>')).toBe("{a \\atop b}");
  });

  it("converts powers, indices and primes, bracing what LaTeX would not read as one", () => {
    expect(latex("<msup><mi>x</mi><mn>2</mn></msup>")).toBe("x^2");
    expect(latex("<msup><mi>e</mi><mrow><mo>−</mo><mi>x</mi></mrow></msup>")).toBe("e^{-x}");
    expect(latex("<msup><mn>10</mn><mn>12</mn></msup>")).toBe("10^{12}");
    expect(latex("<msub><mi>a</mi><mrow><mi>i</mi><mi>j</mi></mrow></msub>")).toBe("a_{ij}");
    expect(latex("<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")).toBe("x_i^2");
    expect(latex("<msup><msup><mi>x</mi><mn>2</mn></msup><mn>3</mn></msup>")).toBe("{x^2}^3");
    expect(latex("<msup><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mn>2</mn></msup>")).toBe("{x+1}^2");
    expect(latex("<msup><mrow><mo>(</mo><mi>x</mi><mo>+</mo><mn>1</mn><mo>)</mo></mrow><mn>2</mn></msup>")).toBe("(x+1)^2");
    expect(latex("<msup><mi>f</mi><mo>′</mo></msup><mo>(</mo><mi>x</mi><mo>)</mo>")).toBe("f'(x)");
    expect(latex("<msup><mn>30</mn><mo>°</mo></msup>")).toBe("30^{\\degree}");
    expect(latex("<mmultiscripts><mi>C</mi><mprescripts/><mn>6</mn><mn>14</mn></mmultiscripts>")).toBe("{}_6^{14}C");
  });

  it("converts matrices, determinants and cases", () => {
    const table =
      "<mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr><mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable>";
    expect(latex(table)).toBe("\\begin{matrix}1 & 2 \\\\ 3 & 4\\end{matrix}");
    expect(latex(`<mrow><mo>(</mo>${table}<mo>)</mo></mrow>`)).toBe("\\begin{pmatrix}1 & 2 \\\\ 3 & 4\\end{pmatrix}");
    expect(latex(`<mrow><mo>[</mo>${table}<mo>]</mo></mrow>`)).toBe("\\begin{bmatrix}1 & 2 \\\\ 3 & 4\\end{bmatrix}");
    expect(latex(`<mrow><mo>|</mo>${table}<mo>|</mo></mrow>`)).toBe("\\begin{vmatrix}1 & 2 \\\\ 3 & 4\\end{vmatrix}");
    expect(latex(`<mfenced open="[" close="]">${table}</mfenced>`)).toBe("\\begin{bmatrix}1 & 2 \\\\ 3 & 4\\end{bmatrix}");
    expect(
      latex(
        "<mrow><mi>f</mi><mo>=</mo><mo>{</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mtext>se&#xA0;</mtext><mi>x</mi><mo>≥</mo><mn>0</mn></mtd></mtr>" +
          "<mtr><mtd><mn>0</mn></mtd><mtd><mtext>se&#xA0;</mtext><mi>x</mi><mo>&lt;</mo><mn>0</mn></mtd></mtr></mtable></mrow>",
      ),
    ).toBe("f=\\begin{cases}1 & \\text{se~}x\\geq 0 \\\\ 0 & \\text{se~}x<0\\end{cases}");
  });

  it("converts fences, with stretching where MathML's mfenced asks for it", () => {
    expect(latex("<mfenced><mi>a</mi><mi>b</mi></mfenced>")).toBe("\\left(a,b\\right)");
    expect(latex('<mfenced open="{" close="}" separators=";"><mn>1</mn><mn>2</mn><mn>3</mn></mfenced>')).toBe(
      "\\left\\{1;2;3\\right\\}",
    );
    expect(latex('<mfenced open="⟨" close="⟩"><mi>u</mi><mi>v</mi></mfenced>')).toBe("\\left\\langle u,v\\right\\rangle");
    expect(latex('<mfenced open="|" close=""><mi>x</mi></mfenced>')).toBe("\\left|x\\right.");
    expect(latex("<mo>[</mo><mn>0</mn><mo>,</mo><mn>1</mn><mo>)</mo>")).toBe("[0,1)");
    expect(latex("<mo>{</mo><mn>1</mn><mo>}</mo>")).toBe("\\{1\\}");
  });

  it("converts Greek letters, operators, functions and sets", () => {
    expect(latex("<mi>π</mi><msup><mi>r</mi><mn>2</mn></msup>")).toBe("\\pi r^2");
    expect(latex("<mi>Δ</mi><mo>=</mo><msup><mi>b</mi><mn>2</mn></msup><mo>−</mo><mn>4</mn><mi>a</mi><mi>c</mi>")).toBe(
      "\\Delta=b^2-4ac",
    );
    expect(latex("<mi>α</mi><mo>+</mo><mi>β</mi><mo>+</mo><mi>φ</mi><mo>+</mo><mi>ϕ</mi><mo>+</mo><mi>ε</mi>")).toBe(
      "\\alpha+\\beta+\\varphi+\\phi+\\varepsilon",
    );
    expect(latex("<mn>2</mn><mo>×</mo><mn>3</mn><mo>÷</mo><mn>4</mn><mo>·</mo><mn>5</mn><mo>±</mo><mn>1</mn>")).toBe(
      "2\\times 3\\div 4\\cdot 5\\pm 1",
    );
    expect(latex("<mi>x</mi><mo>≤</mo><mn>2</mn><mo>≠</mo><mi>y</mi><mo>≥</mo><mi>∞</mi>")).toBe("x\\leq 2\\neq y\\geq\\infty");
    expect(
      latex(
        '<mi>x</mi><mo>∈</mo><mi mathvariant="double-struck">R</mi><mo>⇒</mo><mi>A</mi><mo>∩</mo><mi>B</mi><mo>=</mo><mi>∅</mi>',
      ),
    ).toBe("x\\in\\mathbb{R}\\Rightarrow A\\cap B=\\emptyset");
    expect(latex("<mi>sin</mi><mo>\u2061</mo><mi>x</mi><mo>+</mo><mi>sen</mi><mo>\u2061</mo><mi>y</mi>")).toBe(
      "\\sin x+\\operatorname{sen}y",
    );
    expect(latex("<mn>3,5</mn><mo>%</mo>")).toBe("3{,}5\\%");
    expect(latex("<mtext>área = R$ 5 &amp; 50%</mtext>")).toBe("\\text{área = R\\$ 5 \\& 50\\%}");
    expect(latex('<mi>x</mi><mspace width="1em"/><mi>y</mi><mspace width="thinmathspace"/><mi>z</mi>')).toBe("x\\quad y\\,z");
  });

  it("converts sums, limits, integrals and accents", () => {
    expect(
      latex(
        "<munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><msub><mi>a</mi><mi>i</mi></msub>",
      ),
    ).toBe("\\sum_{i=1}^{n}a_i");
    expect(
      latex(
        "<munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mfrac><mrow><mi>sin</mi><mi>x</mi></mrow><mi>x</mi></mfrac>",
      ),
    ).toBe("\\lim_{x\\to 0}\\frac{\\sin x}{x}");
    expect(latex("<msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup><msup><mi>x</mi><mn>2</mn></msup><mi>d</mi><mi>x</mi>")).toBe(
      "\\int_0^1x^2dx",
    );
    expect(latex("<mover><mi>v</mi><mo>→</mo></mover>")).toBe("\\vec{v}");
    expect(latex("<mover><mrow><mi>A</mi><mi>B</mi></mrow><mo>→</mo></mover>")).toBe("\\overrightarrow{AB}");
    expect(latex("<mover><mrow><mi>A</mi><mi>B</mi></mrow><mo>¯</mo></mover>")).toBe("\\overline{AB}");
    expect(latex("<mover><mi>x</mi><mo>^</mo></mover>")).toBe("\\hat{x}");
    expect(latex("<mover><mrow><mi>A</mi><mi>B</mi></mrow><mo>⌢</mo></mover>")).toBe("\\overset{\\frown}{AB}");
    expect(latex("<munder><mrow><mi>x</mi><mo>+</mo><mi>y</mi></mrow><mo>⏟</mo></munder>")).toBe("\\underbrace{x+y}");
    expect(latex("<mover><mi>x</mi><mtext>def</mtext></mover>")).toBe("\\overset{\\text{def}}{x}");
    expect(latex('<menclose notation="box"><mi>x</mi></menclose>')).toBe("\\boxed{x}");
  });

  it("gives LaTeX that renders as the MathML it came from", () => {
    const formulas = [
      "\\frac{1}{2}+\\sqrt{x}",
      "x^2+y_1^3",
      "\\sqrt[3]{27}=3",
      "\\begin{pmatrix}1 & 0 \\\\ 0 & 1\\end{pmatrix}",
      "\\alpha+\\beta\\leq\\pi",
      "\\sum_{i=1}^{n}i",
      "\\lim_{x\\to\\infty}\\frac{1}{x}=0",
      "\\vec{v}+\\overline{AB}",
      "a\\times b\\div c\\neq d",
      "\\begin{cases}1 & x>0 \\\\ 0 & x\\leq 0\\end{cases}",
      "\\binom{n}{k}",
    ];
    for (const formula of formulas) {
      const rendered = renderFormula({ latex: formula, display: "inline" }, { annotate: false });
      if (!rendered.ok) throw new Error(rendered.message);
      const converted = mathmlToLatex(descendants(parseXml(rendered.mathml)!, "math")[0]);
      const again = renderFormula({ latex: converted, display: "inline" }, { annotate: false });
      expect(again.ok && again.mathml, `${formula} → ${converted}`).toBe(rendered.mathml);
    }
  });
});
