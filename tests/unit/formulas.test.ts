import { parseDocument } from "htmlparser2";
import { Element, type ChildNode } from "domhandler";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../server/services/common/sanitize";
import { splitFormulas } from "../../shared/math/delimiters";
import { MAX_FORMULA_LENGTH, mathSpan } from "../../shared/math/format";
import { MATHML_ATTRIBUTES, MATHML_TAGS } from "../../shared/math/mathml";
import { renderFormula } from "../../shared/math/render";
import { latexToText } from "../../shared/math/text";
import { textOf } from "../../shared/richText";
import { XSS_PAYLOADS } from "../support/xssPayloads";

const inline = (latex: string) => ({ formula: { latex, display: "inline" } });
const block = (latex: string) => ({ formula: { latex, display: "block" } });

describe("splitFormulas", () => {
  it("finds formulas between each kind of delimiter", () => {
    expect(splitFormulas("Calcule $\\frac{3}{4}$ e $$x^2$$.")).toEqual([
      { text: "Calcule " },
      inline("\\frac{3}{4}"),
      { text: " e " },
      block("x^2"),
      { text: "." },
    ]);
    expect(splitFormulas("\\(a+b\\) ou \\[c\\]")).toEqual([inline("a+b"), { text: " ou " }, block("c")]);
  });

  it("leaves money, escaped dollars and delimiters never closed as text", () => {
    for (const text of [
      "Custa R$ 10,00.",
      "R$10 e R$5",
      "Um \\$ sozinho e outro \\$",
      "Abre $x e nunca fecha",
      "\\(sem fim",
      "$ $",
    ]) {
      expect(splitFormulas(text), text).toEqual([{ text }]);
    }
    expect(splitFormulas("Pagou R$ 5 por $x$")).toEqual([{ text: "Pagou R$ 5 por " }, inline("x")]);
  });

  it("takes time in proportion to the length, even when nothing closes", () => {
    // The best of five runs: a pause of the machine (collection, another process) lengthens one run, never all.
    const time = (text: string) =>
      Math.min(
        ...[1, 2, 3, 4, 5].map(() => {
          const start = performance.now();
          splitFormulas(text);
          return performance.now() - start;
        }),
      );
    // Forty times the length: linear work takes about 40 times as long (up to 200 when the larger
    // strings cost the collector more), quadratic work 1,600 times.
    for (const unit of ["\\(", "$$", "$a", "\\[x"]) {
      const small = time(unit.repeat(10_000));
      const large = time(unit.repeat(400_000));
      expect(large, unit).toBeLessThan(Math.max(small, 1) * 600);
    }
  });
});

describe("latexToText", () => {
  it.each([
    ["x^2 + y^2 = r^2", "x² + y² = r²"],
    ["\\frac{3}{4} + \\sqrt{2}", "3/4 + √2"],
    ["x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}", "x = (−b ± √(b²−4ac))/(2a)"],
    ["\\sqrt[3]{27} = 3", "∛27 = 3"],
    ["\\ce{2H2 + O2 -> 2H2O}", "2H₂ + O₂ → 2H₂O"],
    ["\\ce{Ca^{2+}}", "Ca²⁺"],
    ["\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", "[1 2; 3 4]"],
    ["\\sin^2\\theta + \\cos^2\\theta = 1", "sen²θ + cos²θ = 1"],
    ["10\\,\\text{m/s}^2", "10 m/s²"],
    ["\\log_2 8 = 3", "log₂ 8 = 3"],
    ["}}{{x", "x"],
  ])("%s reads %s", (latex, text) => {
    expect(latexToText(latex)).toBe(text);
  });

  it("reads a formula nested past any sensible depth without running out of stack", () => {
    const deep = "\\frac{".repeat(5000) + "1" + "}{2}".repeat(5000);
    expect(latexToText(deep).length).toBeGreaterThan(0);
  });
});

describe("renderFormula", () => {
  it("renders MathML with the LaTeX as its annotation", () => {
    const rendered = renderFormula({ latex: "\\frac{3}{4}", display: "inline" });
    expect(rendered.ok && rendered.mathml).toMatch(/^<math[^>]*><semantics><mfrac><mn>3<\/mn><mn>4<\/mn><\/mfrac>/);
    expect(rendered.ok && rendered.mathml).toContain('<annotation encoding="application/x-tex">\\frac{3}{4}</annotation>');
  });

  it("says why a formula cannot be read, and refuses loops, links and formulas past the limit", () => {
    expect(renderFormula({ latex: "\\frac{1}{", display: "inline" })).toMatchObject({ ok: false });
    expect(renderFormula({ latex: "\\def\\x{\\x\\x}\\x", display: "inline" })).toMatchObject({ ok: false });
    expect(renderFormula({ latex: "\\href{javascript:alert(1)}{x}", display: "inline" })).toMatchObject({ ok: false });
    expect(renderFormula({ latex: "x".repeat(MAX_FORMULA_LENGTH + 1), display: "inline" })).toEqual({
      ok: false,
      message: `Fórmula com mais de ${MAX_FORMULA_LENGTH} caracteres.`,
    });
  });
});

/** Every element and attribute of stored HTML, to hold them against what readers let through. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      found.push(node);
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

describe("formulas in the sanitiser", () => {
  it("keeps a formula's LaTeX and display, fills it from the LaTeX alone, and gives the same text when run again", () => {
    const sent = `<p>Some <span data-math="\\frac{3}{4}" data-display="inline" style="color:red" onclick="x()" class="y">lixo<script>alert(1)</script><img src=x></span></p>`;
    const stored = sanitizeRichText(sent);
    expect(stored).toMatch(/^<p>Some <span data-math="\\frac\{3\}\{4\}"><math alttext="3\/4" [^>]*><semantics><mfrac>/);
    expect(stored).not.toMatch(/lixo|script|onclick|color|img|class="y"/);
    expect(sanitizeRichText(stored)).toBe(stored);
    expect(textOf(stored)).toBe("Some 3/4");
    expect(sanitizeRichText(mathSpan({ latex: "x^2", display: "block" }))).toMatch(
      /^<span data-math="x\^2" data-display="block"><math [^>]*display="block"/,
    );
  });

  it("keeps a formula that does not parse as its LaTeX, marked, and drops an empty one", () => {
    expect(sanitizeRichText('<p><span data-math="\\frac{1}{"></span></p>')).toBe(
      '<p><span data-math="\\frac{1}{" data-invalid="">\\frac{1}{</span></p>',
    );
    expect(sanitizeRichText('<p>a<span data-math="  "></span>b</p>')).toBe("<p>ab</p>");
  });

  it("takes no MathML, data-math or data-invalid from the request outside what it renders itself", () => {
    expect(sanitizeRichText('<p data-math="x"><math><mi>y</mi></math><span data-invalid="">z</span></p>')).toBe(
      "<p>y<span>z</span></p>",
    );
  });

  it("turns hostile LaTeX into harmless text and MathML only", () => {
    for (const payload of XSS_PAYLOADS) {
      const stored = sanitizeRichText(`<p>${mathSpan({ latex: payload, display: "inline" })}</p>`);
      expect(sanitizeRichText(stored), payload).toBe(stored);
      for (const element of elementsOf(stored)) {
        expect(["p", "span", ...MATHML_TAGS], payload).toContain(element.name);
        for (const attribute of Object.keys(element.attribs)) {
          expect(
            ["data-math", "data-display", "data-invalid", "class", ...MATHML_ATTRIBUTES],
            `${payload}: ${attribute}`,
          ).toContain(attribute);
        }
      }
    }
  });
});
