import { useEffect, type RefObject } from "react";

/**
 * While `active`, Escape pressed in `target` calls `onEscape` and goes no further. A dialog around
 * the field (the bank's) closes on Escape from a listener on the document; this one, on the
 * window, hears it first, so Escape closes the open list and leaves the dialog open.
 */
export function useEscapeFirst(active: boolean, target: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== target.current) return;
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [active, target, onEscape]);
}
