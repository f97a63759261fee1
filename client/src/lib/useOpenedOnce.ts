import { useState } from "react";

/**
 * True from the first time `open` is: a dialog loaded on demand (React.lazy) is mounted only once
 * someone opens it, and then stays mounted so that it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (rather than in an effect) mounts the dialog in the same pass.
  if (open && !opened) setOpened(true);
  return opened || open;
}
