import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { Formula } from "@shared/math/format";
import { renderFormula } from "./chemistryRenderer";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useRovingFocus } from "@/lib/useRovingFocus";
import { formulaErrorMessage } from "./formulaError";
import { createMathfield, fieldLatex, type MathfieldElement } from "./mathfield";
import { STRUCTURES, SYMBOLS, templateAsText, type FormulaTemplate } from "./templates";

const LATEX_ID = "formula-latex";
const DISPLAY_ID = "formula-display";

/**
 * One row of template buttons, a single tab stop with arrow keys inside (the ARIA toolbar pattern,
 * as the editor's own toolbar): the dialog has some thirty of them.
 */
function TemplateButtons({
  label,
  templates,
  onInsert,
}: {
  label: string;
  templates: FormulaTemplate[];
  onInsert: (template: FormulaTemplate) => void;
}) {
  const { focusIndex, setFocusIndex, buttonRef, onKeyDown } = useRovingFocus(templates.length, { vertical: true });
  return (
    <div role="toolbar" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1">
      {templates.map((template, index) => (
        <Button
          key={template.latex}
          ref={buttonRef(index)}
          type="button"
          variant="outline"
          size="sm"
          className="h-8 px-2 text-sm"
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={template.label}
          title={template.label ?? template.text}
          // A click leaves the cursor in the field (or the LaTeX box) the template goes into.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(index)}
          onClick={() => onInsert(template)}
        >
          {template.text}
        </Button>
      ))}
    </div>
  );
}

/**
 * The formula dialog's body (loaded with MathLive when the dialog first opens): a visual field, the
 * template buttons, the LaTeX text kept in step with the field, a preview drawn as the stored
 * formula will be, and whether the formula stands on its own line.
 */
export default function FormulaForm({
  initial,
  editing,
  onSubmit,
  onCancel,
}: {
  initial: Formula;
  editing: boolean;
  onSubmit: (formula: Formula) => void;
  onCancel: () => void;
}) {
  const [latex, setLatex] = useState(initial.latex);
  const [block, setBlock] = useState(initial.display === "block");
  const fieldHost = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  /** Where the last typing happened, so a template goes there. */
  const target = useRef<"field" | "text">("field");
  const pendingCaret = useRef<number | null>(null);
  const initialLatex = initial.latex;

  useEffect(() => {
    const element = createMathfield(initialLatex, "Fórmula (editor visual)");
    element.addEventListener("input", () => setLatex(fieldLatex(element)));
    element.addEventListener("focusin", () => (target.current = "field"));
    // Focused once MathLive has set the field up; the dialog holds focus until then (FormulaDialog).
    element.addEventListener("mount", () => element.focus(), { once: true });
    fieldHost.current!.append(element);
    field.current = element;
    return () => {
      // MathLive remembers the field that had focus; a removed one would keep a later field from taking it.
      element.blur();
      element.remove();
      field.current = null;
    };
  }, [initialLatex]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !textBox.current) return;
    pendingCaret.current = null;
    textBox.current.setSelectionRange(caret, caret);
  }, [latex]);

  const display = block ? "block" : "inline";
  const rendered = useMemo(() => (latex.trim() ? renderFormula({ latex, display }) : undefined), [latex, display]);
  // Escaped and free of links and styles, as in the editor (Formula.tsx).
  const preview = rendered?.ok ? rendered.mathml : undefined;

  const changeText = (text: string) => {
    setLatex(text);
    field.current?.setValue(text, { silenceNotifications: true });
  };

  const insertInText = (template: FormulaTemplate) => {
    const box = textBox.current!;
    const { selectionStart: from, selectionEnd: to, value } = box;
    const { text, caret } = templateAsText(template.latex, value.slice(from, to));
    // `\pi` before `r` would read as `\pir`.
    const space = /\\[a-zA-Z]+$/.test(text) && /^[a-zA-Z]/.test(value.slice(to)) ? " " : "";
    pendingCaret.current = from + caret;
    changeText(value.slice(0, from) + text + space + value.slice(to));
    box.focus();
  };

  const insert = (template: FormulaTemplate) => {
    const element = field.current;
    if (template.textOnly || target.current === "text" || !element) return insertInText(template);
    element.insert(template.latex, { format: "latex", selectionMode: "placeholder", focus: true });
    setLatex(fieldLatex(element));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn outside the page's form, but React would still hand it this submit.
    event.stopPropagation();
    if (latex.trim()) onSubmit({ latex: latex.trim(), display });
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4">
      <div ref={fieldHost} className="min-w-0" />
      <TemplateButtons label="Estruturas da fórmula" templates={STRUCTURES} onInsert={insert} />
      <TemplateButtons label="Símbolos" templates={SYMBOLS} onInsert={insert} />
      <div className="grid gap-2">
        <Label htmlFor={LATEX_ID}>LaTeX</Label>
        <Textarea
          id={LATEX_ID}
          ref={textBox}
          rows={2}
          value={latex}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-describedby={`${LATEX_ID}-hint`}
          placeholder="\frac{a}{b}"
          className="min-h-16 font-mono"
          onFocus={() => (target.current = "text")}
          onChange={(event) => changeText(event.target.value)}
        />
        <p id={`${LATEX_ID}-hint`} className="text-xs text-muted-foreground">
          {"Química: \\ce{H2O}, \\ce{2H2 + O2 -> 2H2O}."}
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Pré-visualização</p>
        <div className="min-h-12 overflow-x-auto rounded-md border border-dashed border-input px-3 py-2 text-lg">
          {preview ? (
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            !rendered && <p className="text-sm text-muted-foreground">A fórmula aparece aqui.</p>
          )}
          <p role="status" className="text-sm font-medium text-destructive empty:hidden">
            {rendered && !rendered.ok ? formulaErrorMessage(rendered.message) : ""}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={DISPLAY_ID} checked={block} onCheckedChange={setBlock} />
        <Label htmlFor={DISPLAY_ID}>Em linha própria</Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!latex.trim()}>
          {editing ? "Salvar" : "Inserir"}
        </Button>
      </DialogFooter>
    </form>
  );
}
