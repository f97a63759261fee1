// Bundled in this order, the global `temml` exists before the chemistry script registers on it.
import "@shared/math/temmlGlobal";
import "temml/contrib/mhchem/mhchem.js";

/** Formulas rendered in the browser, chemistry included (shared/math/render.ts). */
export { renderFormula } from "@shared/math/render";
