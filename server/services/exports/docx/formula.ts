import { convertToXmlComponent, TextRun, type ParagraphChild, type XmlElement } from "docx";
import { Element, Text, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { mml2omml } from "mathml2omml";
import type { Formula } from "../../../../shared/math/format";
import { renderFormula } from "../../common/renderFormula";

/** The red of a formula that does not parse, as the screens and the print show it. */
const INVALID_COLOR = "B91C1C";

/** Word's run styles: plain, bold, italic, bold italic. */
const STYLES = new Set(["p", "b", "i", "bi"]);
/** What closes each bracket a matrix may stand in (a system's brace closes with nothing). */
const CLOSING: Record<string, string> = { "(": ")", "[": "]", "{": "}", "|": "|", "‖": "‖", "⌊": "⌋", "⌈": "⌉", "⟨": "⟩" };
/** Stands for a space the converter would trim (a private-use character, in no formula). */
const KEPT_SPACE = "\ue000";
/** What ends the operand of a sum or an integral. */
const OPERAND_ENDS = new Set("=<>≤≥≠≈≡∼→⇒⇔+−-±,;");
/** The marks the renderer puts over a letter, as the combining characters Word's accents take. */
const ACCENTS: Record<string, string> = {
  "→": "\u20d7",
  "⃗": "\u20d7",
  ˆ: "\u0302",
  "^": "\u0302",
  "¯": "\u0305",
  "‾": "\u0305",
  "˙": "\u0307",
  "˜": "\u0303",
  "~": "\u0303",
};
/** Operators whose limit goes under them. */
const LIMITS = new Set(["lim", "máx", "mín", "max", "min", "sup", "inf"]);

/**
 * The MathML the renderer writes, in the elements the converter knows: a padded group is a group
 * (chemistry pads its element symbols), a labelled row a row, and a phantom, which only makes room,
 * is left out, as is a space of no width (which the converter would make a whole space). A name of
 * several letters (`sin`, `log`, `lim`, `CaCO`) is upright in MathML without saying so: it says so
 * here, or Word would slant it. The spaces around a text (`\text{ de }`), which the converter trims,
 * are held by a stand-in until the OMML is written.
 */
function convertible(mathml: string): string {
  return mathml
    .replace(/<mpadded\b[^>]*>/g, "<mrow>")
    .replace(/<\/mpadded>/g, "</mrow>")
    .replace(/<mlabeledtr\b[^>]*>/g, "<mtr>")
    .replace(/<\/mlabeledtr>/g, "</mtr>")
    .replace(/<mphantom\b[^>]*>(?:(?!<\/?mphantom\b).)*<\/mphantom>/g, "")
    .replace(/<mspace\s*(?:\/>|><\/mspace>)/g, "")
    .replace(/<mi>([^<]+)<\/mi>/g, (tag, name: string) => ([...name].length > 1 ? `<mi mathvariant="normal">${name}</mi>` : tag))
    .replace(
      /(<mtext\b[^>]*>)([^<]*)<\/mtext>/g,
      (_tag, opening: string, text: string) =>
        `${opening}${text.replace(/^\s+|\s+$/g, (spaces) => KEPT_SPACE.repeat(spaces.length))}</mtext>`,
    );
}

const isElement = (node: ChildNode | undefined, name: string): node is Element => node instanceof Element && node.name === name;
const child = (parent: Element, name: string) => parent.children.find((node) => isElement(node, name)) as Element | undefined;
const element = (name: string, attribs: Record<string, string>, children: ChildNode[]) => {
  const made = new Element(name, attribs, children);
  for (const node of children) node.parent = made;
  return made;
};

/** The text of a run (`m:r` > `m:t`), to read and change. */
function runText(node: ChildNode | undefined): Text | undefined {
  if (!isElement(node, "m:r")) return undefined;
  const text = child(node, "m:t");
  if (!text) return undefined;
  if (text.children.length === 0) text.children.push(new Text(""));
  return text.children[0] instanceof Text ? text.children[0] : undefined;
}

/**
 * A run as Word's schema has it: its math properties before its text properties, no empty text
 * properties, and a style Word knows (the converter writes "undefined" for MathML's upright
 * `mathvariant="normal"`: an upright letter is math in the plain style).
 */
function tidyRun(run: Element) {
  run.children = run.children.filter((node) => !(isElement(node, "w:rPr") && node.children.length === 0));
  const properties = child(run, "m:rPr");
  if (!properties) return;
  const style = child(properties, "m:sty");
  if (style && !STYLES.has(style.attribs["m:val"])) {
    properties.children = [element("m:sty", { "m:val": "p" }, [])];
  }
  run.children = [properties, ...run.children.filter((node) => node !== properties)];
}

/**
 * Brackets around a matrix (a matrix, a determinant, a system's brace) as a delimiter that grows
 * with it, where the converter leaves them as characters of the runs beside it.
 */
function fenceMatrices(parent: Element) {
  for (let index = 1; index < parent.children.length; index++) {
    const matrix = parent.children[index];
    if (!isElement(matrix, "m:m")) continue;
    const before = runText(parent.children[index - 1]);
    const opening = before?.data.slice(-1);
    if (!before || !opening || !(opening in CLOSING)) continue;
    const after = runText(parent.children[index + 1]);
    const closing = after?.data.startsWith(CLOSING[opening]) ? CLOSING[opening] : "";
    if (!closing && opening !== "{") continue;
    before.data = before.data.slice(0, -1);
    if (after && closing) after.data = after.data.slice(closing.length);
    const properties = element("m:dPr", {}, [
      element("m:begChr", { "m:val": opening }, []),
      element("m:endChr", { "m:val": closing }, []),
    ]);
    parent.children[index] = element("m:d", {}, [properties, element("m:e", {}, [matrix])]);
  }
  parent.children = parent.children.filter((node) => runText(node)?.data !== "");
}

/** A script with nothing under it (chemistry's `H_2` is written so) takes the run before it as its base. */
function baseScripts(parent: Element) {
  for (let index = 1; index < parent.children.length; index++) {
    const script = parent.children[index];
    if (!(script instanceof Element) || !["m:sSub", "m:sSup", "m:sSubSup"].includes(script.name)) continue;
    const base = child(script, "m:e");
    const run = parent.children[index - 1];
    if (!base || base.children.length > 0 || !isElement(run, "m:r")) continue;
    base.children = [run];
    run.parent = base;
    parent.children.splice(index - 1, 1);
    index--;
  }
}

/** Where the operand of a sum or an integral ends: at the first relation, sign or comma past its start. */
function operandEnd(text: string, started: boolean): number {
  for (let at = started ? 0 : 1; at < text.length; at++) if (OPERAND_ENDS.has(text[at])) return at;
  return -1;
}

/**
 * What a sum or an integral applies to, which the converter leaves after it, inside it, as Word
 * has it (`∑ i`, `∫ x² dx`): the runs that follow, up to the first relation or sign.
 */
function naryOperands(parent: Element) {
  for (let index = 0; index < parent.children.length; index++) {
    const nary = parent.children[index];
    const operand = isElement(nary, "m:nary") ? child(nary, "m:e") : undefined;
    if (!operand || operand.children.length > 0) continue;
    let end = index + 1;
    for (; end < parent.children.length; end++) {
      const text = runText(parent.children[end]);
      const stop = text ? operandEnd(text.data, end > index + 1) : -1;
      if (!text || stop === -1) continue;
      if (stop > 0) {
        const head = (parent.children[end] as Element).cloneNode(true);
        runText(head)!.data = text.data.slice(0, stop);
        text.data = text.data.slice(stop);
        parent.children.splice(end++, 0, head);
      }
      break;
    }
    operand.children = parent.children.splice(index + 1, end - index - 1);
    for (const node of operand.children) node.parent = operand;
  }
}

/**
 * A mark over a letter (`\vec{v}`, `\hat{A}`), which the converter writes as a limit above it, as
 * Word's accent; and a limit under `lim`, `máx` or `mín`, which it writes as a subscript, under it.
 */
function accentsAndLimits(parent: Element) {
  parent.children = parent.children.map((node) => {
    const base = node instanceof Element ? child(node, "m:e") : undefined;
    if (!base) return node;
    if (isElement(node, "m:limUpp")) {
      const limit = child(node, "m:lim");
      const mark = limit?.children.length === 1 ? runText(limit.children[0])?.data : undefined;
      const accent = mark === undefined ? undefined : ACCENTS[mark];
      if (!accent) return node;
      return element("m:acc", {}, [element("m:accPr", {}, [element("m:chr", { "m:val": accent }, [])]), base]);
    }
    if (isElement(node, "m:sSub") && base.children.length === 1 && LIMITS.has(runText(base.children[0])?.data ?? "")) {
      const limit = child(node, "m:sub")!;
      return element("m:limLow", {}, [base, element("m:lim", {}, limit.children)]);
    }
    return node;
  });
}

function tidy(node: Element) {
  for (const inner of node.children) if (inner instanceof Element) tidy(inner);
  if (node.name === "m:r") return tidyRun(node);
  fenceMatrices(node);
  baseScripts(node);
  naryOperands(node);
  accentsAndLimits(node);
}

/** The parsed OMML in the shape the document writer takes; the namespaces are the document's own. */
function xmlOf(node: Element): XmlElement {
  const attributes = Object.fromEntries(Object.entries(node.attribs).filter(([name]) => !name.startsWith("xmlns")));
  return {
    type: "element",
    name: node.name,
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    elements: node.children.flatMap((inner): XmlElement[] =>
      inner instanceof Element
        ? [xmlOf(inner)]
        : inner instanceof Text
          ? [{ type: "text", text: inner.data.replaceAll(KEPT_SPACE, " ") }]
          : [],
    ),
  };
}

/** A formula's MathML as OMML (`m:oMath`), or undefined when the converter cannot take it. */
function omml(mathml: string): XmlElement | undefined {
  try {
    // Undecoded, the MathML's escaped text (`&lt;`) stays escaped in the OMML, which is then parsed.
    const converted = mml2omml(convertible(mathml), { disableDecode: true });
    const math = parseDocument(converted, { xmlMode: true }).children.find((node) => isElement(node, "m:oMath"));
    if (!isElement(math, "m:oMath")) return undefined;
    tidy(math);
    return xmlOf(math);
  } catch {
    return undefined;
  }
}

/**
 * A formula as a Word equation (OMML, docs/architecture.md#18-formulas), which Word and LibreOffice
 * open as an equation to edit, not as a picture: its LaTeX rendered to MathML without the
 * annotation (which the converter does not know), converted, and put right where the converter
 * falls short of Word. `display` gives the equation of a line of its own (`m:oMathPara`), which
 * only a paragraph of its own may hold. A formula that does not parse is its LaTeX in red, as on
 * the screens; one the converter cannot take is its LaTeX.
 */
export function wordFormula(formula: Formula, display = formula.display === "block"): ParagraphChild {
  const rendered = renderFormula(formula, { annotate: false });
  const math = rendered.ok ? omml(rendered.mathml) : undefined;
  if (!math) return new TextRun({ text: formula.latex, ...(rendered.ok ? {} : { color: INVALID_COLOR }) });
  const xml: XmlElement = display ? { type: "element", name: "m:oMathPara", elements: [math] } : math;
  // An equation is not one of the runs the library knows; it is written as the XML it is.
  return convertToXmlComponent(xml) as unknown as ParagraphChild;
}
