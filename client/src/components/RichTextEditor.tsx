import Image from "@tiptap/extension-image";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { NodeSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { MAX_FORMULA_LENGTH, type Formula as FormulaValue } from "@shared/math/format";
import { NetworkError, serverMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { ACCEPTED_IMAGES, checkImageFile, uploadImage } from "@/lib/upload";
import { Formula } from "./math/Formula";
import { FormulaDialog } from "./math/FormulaDialog";
import { FORMULA_NODE, formulaOf, type FormulaRequest } from "./math/formulaNode";
import { RichTextToolbar } from "./RichTextToolbar";
import { RICH_TEXT_CLASSES } from "./richTextStyles";

export interface RichTextEditorHandle {
  focus: () => void;
}

function uploadFailure(error: unknown): string {
  if (error instanceof NetworkError) return "Erro de conexão: não foi possível enviar a imagem.";
  return serverMessage(error) ?? "Não foi possível enviar a imagem. Tente novamente.";
}

/**
 * A controlled rich-text field. It produces the HTML the server keeps (paragraphs, marks, lists,
 * h2-h3, images stored under /objects/ and formulas, docs/architecture.md#18-formulas), and answers
 * "" when empty so required checks work.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  ariaLabel,
  labelledBy,
  describedBy,
  invalid = false,
  placeholder,
  compact = false,
  autoFocus = false,
  ref,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The accessible name, when no visible label is pointed at by `labelledBy`. */
  ariaLabel?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** A shorter box and no list buttons, for short texts such as options. */
  compact?: boolean;
  /** Puts the cursor here once created (a question just added). */
  autoFocus?: boolean;
  /** Lets a form move focus here (react-hook-form focuses the first invalid field). */
  ref?: Ref<RichTextEditorHandle>;
}) {
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [formulaRequest, setFormulaRequest] = useState<FormulaRequest | null>(null);
  const errorId = `${id}-upload-error`;

  const attributes = useMemo(() => {
    const described = [describedBy, uploadError ? errorId : undefined].filter(Boolean).join(" ");
    return {
      id,
      role: "textbox",
      "aria-multiline": "true",
      ...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": ariaLabel ?? "" }),
      ...(described ? { "aria-describedby": described } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
      ...(placeholder ? { "aria-placeholder": placeholder } : {}),
      class: cn(RICH_TEXT_CLASSES, "px-3 py-2 outline-none focus-visible:outline-none", compact ? "min-h-10" : "min-h-28"),
    };
  }, [id, labelledBy, ariaLabel, describedBy, uploadError, errorId, invalid, placeholder, compact]);

  const editor = useEditor({
    extensions: [
      // Links are left out: the server strips them, so the editor must not offer them.
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Subscript,
      Superscript,
      Image,
      Formula.configure({ onEdit: setFormulaRequest }),
    ],
    content: value,
    autofocus: autoFocus ? "end" : false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
  });

  const empty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });

  useEffect(() => {
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (a restored draft, a reset) replaces the content; typing never gets here.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  async function insertImage(file: File | undefined) {
    if (!file) return;
    const problem = checkImageFile(file, "question-image");
    setUploadError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const src = await uploadImage(file, "question-image");
      if (!editor.isDestroyed) editor.chain().focus().setImage({ src, alt: "Imagem da questão" }).run();
    } catch (error) {
      setUploadError(uploadFailure(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  /** The formula selected, to edit; else a new one, from the text selected (LaTeX typed without its `$`). */
  function openFormula() {
    const { selection, doc } = editor.state;
    if (selection instanceof NodeSelection && selection.node.type.name === FORMULA_NODE) {
      setFormulaRequest({ formula: formulaOf(selection.node), pos: selection.from });
      return;
    }
    const selected = doc.textBetween(selection.from, selection.to, "\n").trim();
    const latex = selected.includes("\n") || selected.length > MAX_FORMULA_LENGTH ? "" : selected;
    setFormulaRequest({ formula: { latex, display: "inline" } });
  }

  function saveFormula(formula: FormulaValue) {
    const pos = formulaRequest?.pos;
    setFormulaRequest(null);
    if (editor.isDestroyed) return;
    const node = pos === undefined ? null : editor.state.doc.nodeAt(pos);
    if (pos !== undefined && node?.type.name === FORMULA_NODE) {
      editor
        .chain()
        .command(({ tr }) => {
          tr.setNodeMarkup(pos, undefined, { ...formula });
          return true;
        })
        .setTextSelection(pos + 1)
        .run();
    } else {
      editor
        .chain()
        .insertContent({ type: FORMULA_NODE, attrs: { ...formula } })
        .run();
    }
  }

  const toolbar = (
    <RichTextToolbar
      editor={editor}
      label={ariaLabel ? `Formatação: ${ariaLabel}` : "Formatação"}
      controls={id}
      compact={compact}
      uploading={uploading}
      onInsertImage={() => fileInput.current?.click()}
      onInsertFormula={openFormula}
    />
  );

  return (
    <div className="space-y-1">
      <div
        className={cn(
          "overflow-hidden rounded-md border bg-background ring-offset-background",
          compact && "flex",
          "has-[.ProseMirror-focused]:ring-2 has-[.ProseMirror-focused]:ring-ring has-[.ProseMirror-focused]:ring-offset-2",
          invalid ? "border-destructive has-[.ProseMirror-focused]:ring-destructive" : "border-input",
        )}
      >
        {!compact && toolbar}
        <div className="relative min-w-0 flex-1">
          <EditorContent editor={editor} />
          {placeholder && empty && (
            <p aria-hidden className="pointer-events-none absolute top-2 left-3 text-sm text-muted-foreground">
              {placeholder}
            </p>
          )}
        </div>
        {compact && toolbar}
      </div>
      <FormulaDialog
        request={formulaRequest}
        onSubmit={saveFormula}
        onClose={() => setFormulaRequest(null)}
        onClosed={() => !editor.isDestroyed && editor.commands.focus()}
      />
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGES}
        tabIndex={-1}
        aria-hidden
        className="hidden"
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
      <p role="status" className="sr-only">
        {uploading ? "Enviando imagem..." : ""}
      </p>
      {uploadError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {uploadError}
        </p>
      )}
    </div>
  );
}
