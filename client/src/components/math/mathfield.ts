import { MathfieldElement } from "mathlive";
// The fonts come with the build (Vite emits the files this stylesheet names), and the stylesheet
// tells MathLive they are there: it never fetches them from anywhere, so the editor works offline.
import "mathlive/fonts.css";

MathfieldElement.fontsDirectory = null;
MathfieldElement.soundsDirectory = null;
MathfieldElement.plonkSound = null;
MathfieldElement.keypressSound = null;

/** MathLive's own commands (typing "dx" gives `\differentialD x`), which Temml, that renders the stored formula, does not know. */
const MATHLIVE_COMMANDS: Record<string, string> = {
  differentialD: "\\mathrm{d}",
  capitalDifferentialD: "\\mathrm{D}",
  exponentialE: "\\mathrm{e}",
  imaginaryI: "\\mathrm{i}",
  imaginaryJ: "\\mathrm{j}",
};

/** The field's LaTeX as the renderer reads it: empty placeholders dropped, MathLive's own commands in plain LaTeX. */
export function fieldLatex(field: MathfieldElement): string {
  return field
    .getValue("latex-without-placeholders")
    .replace(
      /\\(differentialD|capitalDifferentialD|exponentialE|imaginaryI|imaginaryJ)(?![a-zA-Z])/g,
      (_match, name: string) => MATHLIVE_COMMANDS[name],
    );
}

/**
 * A visual math field. The virtual keyboard, the menu and the command suggestions stay closed:
 * they open outside the dialog, where its focus trap would make them unusable, and the dialog's own
 * buttons do their job.
 */
export function createMathfield(latex: string, label: string): MathfieldElement {
  const field = new MathfieldElement();
  field.mathVirtualKeyboardPolicy = "manual";
  field.popoverPolicy = "off";
  field.environmentPopoverPolicy = "off";
  field.smartMode = false;
  field.setAttribute("aria-label", label);
  field.className = [
    "block w-full min-h-14 rounded-md border border-input bg-background px-3 py-2 text-2xl",
    "focus-within:outline-hidden focus-within:ring-2 focus-within:ring-ring",
    "[&::part(menu-toggle)]:hidden [&::part(virtual-keyboard-toggle)]:hidden",
  ].join(" ");
  field.value = latex;
  return field;
}

export type { MathfieldElement };
