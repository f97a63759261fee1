import temml from "./temmlGlobal";
import { MAX_FORMULA_LENGTH, type Formula } from "./format";

export type RenderedFormula = { ok: true; mathml: string } | { ok: false; message: string };

/**
 * A formula as MathML (docs/architecture.md#18-formulas), or why it cannot be. Chemistry (`\ce{…}`)
 * reads once its extension is loaded: server/services/common/renderFormula.ts on the server,
 * client/src/components/math/chemistryRenderer.ts in the browser. The MathML carries its
 * LaTeX as an annotation (what screen readers and "copy" can fall back on). Macros cannot be
 * defined and expansion is capped, so any input renders in time proportional to its length.
 */
export function renderFormula({ latex, display }: Formula, options: { annotate?: boolean } = {}): RenderedFormula {
  if (latex.trim() === "") return { ok: false, message: "Fórmula vazia." };
  if (latex.length > MAX_FORMULA_LENGTH) {
    return { ok: false, message: `Fórmula com mais de ${MAX_FORMULA_LENGTH} caracteres.` };
  }
  try {
    const mathml = temml.renderToString(latex, {
      displayMode: display === "block",
      annotate: options.annotate ?? true,
      throwOnError: true,
      xml: true,
      trust: false,
      maxExpand: 500,
      // \def, \newcommand and \gdef would let one formula change how the next ones read.
      macros: {},
    });
    return { ok: true, mathml };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message.replace(/^Temml parse error:/i, "").trim() : String(error),
    };
  }
}
