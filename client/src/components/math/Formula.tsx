import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from "@tiptap/react";
import { useMemo } from "react";
import { DISPLAY_ATTRIBUTE, INVALID_ATTRIBUTE, MATH_ATTRIBUTE } from "@shared/math/format";
import { MATH_CSS } from "@shared/math/styles";
import { cn } from "@/lib/cn";
import { formulaErrorMessage } from "./formulaError";
import { FormulaNode, formulaOf, type FormulaOptions } from "./formulaNode";
import { useFormulaRenderer } from "./renderer";

// The rules formulas are shown with, so the editor shows them as the screens do (RichText adds the
// same where stored text is read; whichever comes second repeats them harmlessly).
const mathStyle = document.createElement("style");
mathStyle.textContent = MATH_CSS;
document.head.append(mathStyle);

/**
 * A formula in the editor, drawn as the screens will show it once stored; one that does not read
 * shows its LaTeX in red (MATH_CSS's `span[data-invalid]`), so nothing typed is hidden. A click
 * opens the formula dialog on it.
 */
function FormulaView({ node, selected, extension, getPos, editor }: ReactNodeViewProps) {
  const formula = formulaOf(node);
  const { latex, display } = formula;
  const render = useFormulaRenderer();
  const rendered = useMemo(() => render?.({ latex, display }), [render, latex, display]);
  // Temml escapes every text it writes and, trust off, writes no link nor style: its MathML goes in as it is.
  const mathml = rendered?.ok ? rendered.mathml : undefined;

  const edit = () => {
    const pos = getPos();
    const { onEdit } = extension.options as FormulaOptions;
    if (editor.isEditable && onEdit && pos !== undefined) onEdit({ formula, pos });
  };

  return (
    <NodeViewWrapper
      as="span"
      {...{ [MATH_ATTRIBUTE]: latex }}
      {...(display === "block" ? { [DISPLAY_ATTRIBUTE]: "block" } : {})}
      {...(rendered && !rendered.ok ? { [INVALID_ATTRIBUTE]: "" } : {})}
      title={rendered && !rendered.ok ? formulaErrorMessage(rendered.message) : "Clique para editar a fórmula"}
      onClick={edit}
      className={cn(
        "cursor-pointer rounded-sm px-px hover:bg-muted",
        !rendered && "font-mono text-[0.9em] text-muted-foreground",
        selected && "ring-2 ring-ring ring-offset-1 ring-offset-background",
      )}
      {...(mathml ? { dangerouslySetInnerHTML: { __html: mathml } } : { children: latex })}
    />
  );
}

/** The formula node with its view; `onEdit` (configure) opens the dialog. */
export const Formula = FormulaNode.extend({
  addNodeView() {
    return ReactNodeViewRenderer(FormulaView);
  },
});
