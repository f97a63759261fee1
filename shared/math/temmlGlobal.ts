import temml from "temml";

// Temml's chemistry extension (mhchem) is a script that registers itself on a global `temml`: it
// must exist before that script runs (see shared/math/render.ts for where each side loads it).
(globalThis as { temml?: typeof temml }).temml = temml;

export default temml;
