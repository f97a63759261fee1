import { useRef, useState, type KeyboardEvent } from "react";

/**
 * A row of buttons that is a single tab stop, moved through with the arrow keys, Home and End (the
 * ARIA toolbar pattern). `vertical` lets the up and down arrows move too, for a row that wraps.
 */
export function useRovingFocus(count: number, { vertical = false } = {}) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = (focusIndex + 1) % count;
    const back = (focusIndex - 1 + count) % count;
    const moves: Record<string, number> = {
      ArrowRight: forward,
      ArrowLeft: back,
      ...(vertical ? { ArrowDown: forward, ArrowUp: back } : {}),
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  /** The ref of the button at `index`, so that the keys can move the focus to it. */
  const buttonRef = (index: number) => (element: HTMLButtonElement | null) => {
    buttons.current[index] = element;
  };
  return { focusIndex, setFocusIndex, buttonRef, onKeyDown };
}
