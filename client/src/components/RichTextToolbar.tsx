import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  ImagePlus,
  Italic,
  List,
  ListOrdered,
  LoaderCircle,
  Sigma,
  Subscript,
  Superscript,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/cn";
import { useRovingFocus } from "@/lib/useRovingFocus";

interface Tool {
  name: string;
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** Lists make no sense in a one-line option, so the compact toolbar leaves them out. */
  full?: boolean;
}

const TOOLS: Tool[] = [
  { name: "bold", label: "Negrito", shortcut: "Ctrl+B", icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { name: "italic", label: "Itálico", shortcut: "Ctrl+I", icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  {
    name: "underline",
    label: "Sublinhado",
    shortcut: "Ctrl+U",
    icon: Underline,
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  { name: "superscript", label: "Sobrescrito", icon: Superscript, run: (e) => e.chain().focus().toggleSuperscript().run() },
  { name: "subscript", label: "Subscrito", icon: Subscript, run: (e) => e.chain().focus().toggleSubscript().run() },
  {
    name: "bulletList",
    label: "Lista com marcadores",
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    full: true,
  },
  {
    name: "orderedList",
    label: "Lista numerada",
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    full: true,
  },
];

const buttonClasses = cn(
  "inline-flex size-8 items-center justify-center rounded-md text-foreground transition-colors",
  "hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
  "aria-pressed:bg-accent aria-pressed:text-accent-foreground",
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
);

/**
 * The formatting buttons of one editor. A single tab stop with arrow keys inside (the ARIA toolbar
 * pattern), because a question carries six editors and 40 tab stops per question would be a chore.
 */
export function RichTextToolbar({
  editor,
  label,
  controls,
  compact,
  uploading,
  onInsertImage,
  onInsertFormula,
}: {
  editor: Editor;
  label: string;
  controls: string;
  compact: boolean;
  uploading: boolean;
  onInsertImage: () => void;
  /** Opens the formula dialog (docs/architecture.md#18-formulas). */
  onInsertFormula: () => void;
}) {
  const tools = TOOLS.filter((tool) => !compact || !tool.full);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(TOOLS.map((tool) => [tool.name, current.isActive(tool.name)])),
  });
  // The tools, then the image and the formula buttons.
  const { focusIndex, setFocusIndex, buttonRef, onKeyDown } = useRovingFocus(tools.length + 2);

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      // A click must not take focus (and the selection) away from the text being formatted.
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        "flex flex-wrap items-center gap-0.5 border-border bg-muted/50 p-1",
        // Beside a one-line option the buttons sit on the right, so five options stay short.
        compact ? "shrink-0 items-start border-l" : "border-b",
      )}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.name}
          ref={buttonRef(index)}
          type="button"
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={tool.label}
          aria-pressed={Boolean(active[tool.name])}
          title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
          onFocus={() => setFocusIndex(index)}
          onClick={() => tool.run(editor)}
          className={buttonClasses}
        >
          <tool.icon className="size-4" aria-hidden />
        </button>
      ))}
      <span aria-hidden className="mx-1 h-5 w-px bg-border" />
      <button
        ref={buttonRef(tools.length)}
        type="button"
        tabIndex={focusIndex === tools.length ? 0 : -1}
        aria-label="Inserir imagem"
        aria-disabled={uploading}
        title="Inserir imagem"
        onFocus={() => setFocusIndex(tools.length)}
        onClick={() => !uploading && onInsertImage()}
        className={buttonClasses}
      >
        {uploading ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden />
        ) : (
          <ImagePlus className="size-4" aria-hidden />
        )}
      </button>
      <button
        ref={buttonRef(tools.length + 1)}
        type="button"
        tabIndex={focusIndex === tools.length + 1 ? 0 : -1}
        aria-label="Inserir fórmula"
        aria-haspopup="dialog"
        title="Fórmula"
        onFocus={() => setFocusIndex(tools.length + 1)}
        onClick={onInsertFormula}
        className={buttonClasses}
      >
        <Sigma className="size-4" aria-hidden />
      </button>
      {uploading && <span className="px-1 text-xs text-muted-foreground">Enviando imagem...</span>}
    </div>
  );
}
