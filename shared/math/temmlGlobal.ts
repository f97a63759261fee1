import temml from "temml";

// Temml's chemistry extension (mhchem) registers itself on a global `temml`: it must exist before
// that file runs, so this module is imported just before it (see render.ts).
(globalThis as { temml?: typeof temml }).temml = temml;

export default temml;
