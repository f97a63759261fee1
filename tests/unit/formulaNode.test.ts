import { getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { describe, expect, it } from "vitest";
import { FORMULA_INPUT_RULES, FormulaNode, formulaFromElement, textWithFormulas } from "@/components/math/formulaNode";
import { mathSpan, type Formula } from "@shared/math/format";

const schema = getSchema([StarterKit, FormulaNode]);
const formulaType = schema.nodes.formula;

/** The element the editor reads a stored span from, as far as the node's rule looks at it. */
const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

/** What the node writes for a formula: a tag, its attributes, and nothing inside. */
const outputOf = (formula: Formula) => formulaType.spec.toDOM!(formulaType.create(formula)) as [string, Record<string, string>];

/** That output as HTML, attributes in order. */
function written(formula: Formula): string {
  const [tag, attributes, ...content] = outputOf(formula);
  expect(content).toEqual([]);
  return `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("")}></${tag}>`;
}

/** The formula a typed text ends in (what the input rules turn into a node), or undefined. */
function typed(text: string): Formula | undefined {
  for (const rule of FORMULA_INPUT_RULES) {
    const match = rule.find.exec(text);
    if (match) return { latex: match[1].trim(), display: rule.display };
  }
  return undefined;
}

describe("the editor's formula node", () => {
  it("writes the stored span's shape, empty, and reads the LaTeX back from the attribute alone", () => {
    for (const formula of [
      { latex: "\\frac{3}{4} + \\sqrt{2}", display: "inline" },
      { latex: "x^2 + y^2 = r^2", display: "block" },
    ] satisfies Formula[]) {
      expect(written(formula)).toBe(mathSpan(formula));
      expect(formulaFromElement(element(outputOf(formula)[1]))).toEqual(formula);
    }
    const rule = formulaType.spec.parseDOM!.find((candidate) => "tag" in candidate && candidate.tag === "span[data-math]");
    expect(rule).toBeDefined();
    expect(formulaFromElement(element({ "data-math": "  " }))).toBe(false);
  });

  it("turns typed delimiters into formulas and leaves money alone", () => {
    expect(typed("Quanto vale $\\frac{3}{4} + \\sqrt{2}$")).toEqual({ latex: "\\frac{3}{4} + \\sqrt{2}", display: "inline" });
    expect(typed("e $$\\int_0^1 x\\,dx$$")).toEqual({ latex: "\\int_0^1 x\\,dx", display: "block" });
    expect(typed("também \\(x^2\\)")).toEqual({ latex: "x^2", display: "inline" });
    expect(typed("\\[a \\\\ b\\]")).toEqual({ latex: "a \\\\ b", display: "block" });
    expect(typed("custa R$10 e R$")).toBeUndefined();
    expect(typed("de $ 5 a $")).toBeUndefined();
    // The first closing `$` of `$$…$$` is not an inline formula.
    expect(typed("$$x$")).toBeUndefined();
    expect(typed("\\$5 e 6$")).toBeUndefined();
  });

  it("reads pasted plain text with formulas as paragraphs holding formula nodes", () => {
    const slice = textWithFormulas("Calcule $\\sqrt{9}$ e R$ 10\n$$\nE=mc^2\n$$", schema)!;
    const paragraphs: Array<Array<string>> = [];
    slice.content.forEach((paragraph) => {
      const pieces: string[] = [];
      paragraph.forEach((child) => pieces.push(child.isText ? child.text! : `[${child.attrs.display}:${child.attrs.latex}]`));
      paragraphs.push(pieces);
    });
    expect(paragraphs).toEqual([["Calcule ", "[inline:\\sqrt{9}]", " e R$ 10"], ["[block:E=mc^2]"]]);
    expect(textWithFormulas("R$ 10 e R$ 5", schema)).toBeUndefined();
  });
});
