import { describe, expect, it } from "vitest";
import { htmlWithFormulas, htmlWithLatex } from "../../server/services/interchange/formulaText";

describe("formulas between the interchange formats' HTML and ours", () => {
  it("make LaTeX between delimiters in text formula spans, leaving code, money and the rest as they are", () => {
    expect(htmlWithFormulas("<p>Calcule \\(\\frac{3}{4}\\) &amp; <b>\\[x^2\\]</b> por R$ 10,00.</p><code>\\(a\\)</code>")).toBe(
      '<p>Calcule <span data-math="\\frac{3}{4}"></span> &amp; <b><span data-math="x^2" data-display="block"></span></b> por R$ 10,00.</p><code>\\(a\\)</code>',
    );
    expect(htmlWithFormulas("<p>$$a &lt; b$$</p>")).toBe('<p><span data-math="a &lt; b" data-display="block"></span></p>');
    expect(htmlWithFormulas("<p>nada</p>")).toBe("<p>nada</p>");
  });

  it("write a formula span back as its LaTeX, between the format's delimiters", () => {
    const html =
      '<p>Se <span data-math="a &lt; b"><math><mi>a</mi></math></span> e <span data-math="x^2" data-display="block"><math></math></span></p>';
    expect(htmlWithLatex(html, "parentheses")).toBe("<p>Se \\(a &lt; b\\) e \\[x^2\\]</p>");
    expect(htmlWithLatex(html, "dollars")).toBe("<p>Se $a &lt; b$ e $$x^2$$</p>");
    expect(htmlWithFormulas(htmlWithLatex(html, "parentheses"))).toBe(
      '<p>Se <span data-math="a &lt; b"></span> e <span data-math="x^2" data-display="block"></span></p>',
    );
  });
});
