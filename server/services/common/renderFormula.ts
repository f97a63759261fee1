import { createRequire } from "node:module";
import { renderFormula } from "../../../shared/math/render";

// The chemistry extension is a script for a global `temml`, which shared/math/temmlGlobal.ts sets
// while the modules above load. It is required here, after them: as an import, the built server
// (packages left outside the bundle) would run it before any code of the bundle, global unset.
createRequire(import.meta.url)("temml/contrib/mhchem/mhchem.js");

/** Formulas rendered on the server, chemistry included (shared/math/render.ts). */
export { renderFormula };
