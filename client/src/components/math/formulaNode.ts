import { InputRule, Node } from "@tiptap/core";
import { Fragment, Slice, type Mark, type Node as ProseMirrorNode, type Schema } from "@tiptap/pm/model";
import { NodeSelection, Plugin, PluginKey } from "@tiptap/pm/state";
import { hasFormula, splitFormulas } from "@shared/math/delimiters";
import { DISPLAY_ATTRIBUTE, MATH_ATTRIBUTE, type Formula, type FormulaDisplay } from "@shared/math/format";

/** What the editor asks for when a formula is to be written: a new one, or the one at `pos`. */
export interface FormulaRequest {
  formula: Formula;
  pos?: number;
}

export interface FormulaOptions {
  /** Opens the formula dialog (a click on a formula, Enter on a selected one). */
  onEdit?: (request: FormulaRequest) => void;
}

export const FORMULA_NODE = "formula";

/** A formula node's attributes, whatever its origin (pasted HTML may carry anything). */
export function formulaOf(node: ProseMirrorNode): Formula {
  return {
    latex: String(node.attrs.latex ?? ""),
    display: node.attrs.display === "block" ? "block" : "inline",
  };
}

/** The formula a stored span holds: its LaTeX in the attribute; whatever it shows inside is not read. */
export function formulaFromElement(element: Pick<Element, "getAttribute">): Formula | false {
  const latex = element.getAttribute(MATH_ATTRIBUTE)?.trim();
  if (!latex) return false;
  return { latex, display: element.getAttribute(DISPLAY_ATTRIBUTE) === "block" ? "block" : "inline" };
}

/**
 * Formulas closed as they are typed. A single `$` opens only after a space, a line's start or
 * punctuation, so "R$10 e R$5" stays money; it is not followed nor closed by a space. `$$…$$` and
 * `\[…\]` stand on their own line.
 */
export const FORMULA_INPUT_RULES: Array<{ find: RegExp; display: FormulaDisplay }> = [
  { find: /(?<![\p{L}\p{N}$\\])\$([^\s$](?:[^$]*[^\s$\\])?)\$$/u, display: "inline" },
  { find: /(?<![$\\])\$\$([^$]+)\$\$$/, display: "block" },
  { find: /\\\(((?:[^\\]|\\(?![()]))+)\\\)$/, display: "inline" },
  { find: /\\\[((?:[^\\]|\\(?![[\]]))+)\\\]$/, display: "block" },
];

/**
 * Plain text with formulas between delimiters (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) as the editor's
 * content: one paragraph per line, as a plain paste gives, with the formulas as nodes. Undefined
 * when the text has no formula, so the usual paste takes over.
 */
export function textWithFormulas(text: string, schema: Schema, marks: readonly Mark[] = []): Slice | undefined {
  const pieces = splitFormulas(text);
  if (!pieces.some((piece) => "formula" in piece)) return undefined;
  const paragraphs: ProseMirrorNode[][] = [[]];
  for (const piece of pieces) {
    if ("formula" in piece) {
      paragraphs.at(-1)!.push(schema.nodes[FORMULA_NODE].create(piece.formula, null, marks));
      continue;
    }
    piece.text.split(/(?:\r\n?|\n)+/).forEach((line, index) => {
      if (index > 0) paragraphs.push([]);
      if (line) paragraphs.at(-1)!.push(schema.text(line, marks));
    });
  }
  const blocks = paragraphs.map((content) => schema.nodes.paragraph.create(null, content));
  return Slice.maxOpen(Fragment.from(blocks));
}

/** A pasted rich text's own `$…$` (a document written with LaTeX in it) become formulas too. */
function withDelimitedFormulas(fragment: Fragment, schema: Schema): Fragment {
  const children: ProseMirrorNode[] = [];
  fragment.forEach((child) => {
    if (child.isTextblock && !child.type.spec.code) {
      const content: ProseMirrorNode[] = [];
      child.content.forEach((inline) => {
        const pieces = inline.isText ? splitFormulas(inline.text!) : [];
        if (!pieces.some((piece) => "formula" in piece)) return void content.push(inline);
        for (const piece of pieces) {
          content.push(
            "formula" in piece
              ? schema.nodes[FORMULA_NODE].create(piece.formula, null, inline.marks)
              : schema.text(piece.text, inline.marks),
          );
        }
      });
      children.push(child.copy(Fragment.from(content)));
    } else if (!child.isLeaf && !child.type.spec.code) {
      children.push(child.copy(withDelimitedFormulas(child.content, schema)));
    } else {
      children.push(child);
    }
  });
  return Fragment.from(children);
}

/**
 * A formula in rich text (docs/architecture.md#18-formulas): an inline atom holding its LaTeX, kept
 * as the stored span with nothing inside (the server fills it with the MathML). The editor shows it
 * through a node view of its own (Formula.tsx); this part has no view, so it can be tested alone.
 */
export const FormulaNode = Node.create<FormulaOptions>({
  name: FORMULA_NODE,
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,
  // Before other rules for a span, so a formula never reads as a plain span of text.
  priority: 1000,

  addOptions() {
    return { onEdit: undefined };
  },

  addAttributes() {
    return {
      latex: { default: "", rendered: false },
      display: { default: "inline", rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: `span[${MATH_ATTRIBUTE}]`, getAttrs: (element) => formulaFromElement(element) }];
  },

  renderHTML({ node }) {
    const { latex, display } = formulaOf(node);
    return ["span", { [MATH_ATTRIBUTE]: latex, ...(display === "block" ? { [DISPLAY_ATTRIBUTE]: "block" } : {}) }];
  },

  // Copied as text, a formula keeps its LaTeX between the delimiters a paste reads back.
  renderText({ node }) {
    const { latex, display } = formulaOf(node);
    return display === "block" ? `$$${latex}$$` : `$${latex}$`;
  },

  addInputRules() {
    return FORMULA_INPUT_RULES.map(
      ({ find, display }) =>
        new InputRule({
          find,
          handler: ({ state, range, match }) => {
            const latex = match[1]?.trim();
            if (!latex) return null;
            const marks = state.doc.resolve(range.from).marks();
            state.tr.replaceWith(range.from, range.to, this.type.create({ latex, display }, null, marks));
          },
        }),
    );
  },

  addKeyboardShortcuts() {
    return {
      // Enter on a selected formula edits it (it would otherwise replace it with a line break).
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type !== this.type || !this.options.onEdit) return false;
        this.options.onEdit({ formula: formulaOf(selection.node), pos: selection.from });
        return true;
      },
    };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("formulaPaste"),
        props: {
          clipboardTextParser: (text, $context) => textWithFormulas(text, this.editor.schema, $context.marks()) as Slice,
          transformPasted: (slice) =>
            hasFormula(slice.content.textBetween(0, slice.content.size, "\n"))
              ? new Slice(withDelimitedFormulas(slice.content, this.editor.schema), slice.openStart, slice.openEnd)
              : slice,
        },
      }),
    ];
  },
});
