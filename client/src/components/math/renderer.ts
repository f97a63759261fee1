import { useSyncExternalStore } from "react";
import type { renderFormula } from "@shared/math/render";

type Render = typeof renderFormula;

let render: Render | undefined;
let loading: Promise<Render> | undefined;
const listeners = new Set<() => void>();

/**
 * The formula renderer (Temml, about 70 KB gzip), fetched the first time a formula is shown or
 * written, so a page with an editor does not load it before a formula is there. A failed fetch (the
 * connection dropped) is tried again by the next formula that asks.
 */
export function loadRenderer(): Promise<Render> {
  loading ??= import("./chemistryRenderer").then(
    (module) => {
      render = module.renderFormula;
      for (const listener of listeners) listener();
      return render;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  loadRenderer().catch(() => undefined);
  return () => void listeners.delete(listener);
}

/** The renderer once it has loaded; undefined until then (the formula shows its LaTeX meanwhile). */
export const useFormulaRenderer = () => useSyncExternalStore(subscribe, () => render);
