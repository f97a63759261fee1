import { useState } from "react";

/**
 * Work that takes a while (a PDF renders for seconds), each piece under its own key, so its button
 * can say so and not be pressed twice; several may run at once.
 */
export function usePendingWork<Key extends string>() {
  const [running, setRunning] = useState<ReadonlySet<Key>>(() => new Set());

  const run = async (key: Key, work: () => Promise<unknown>) => {
    setRunning((keys) => new Set(keys).add(key));
    try {
      await work();
    } finally {
      setRunning((keys) => {
        const left = new Set(keys);
        left.delete(key);
        return left;
      });
    }
  };

  return { isPending: (key: Key) => running.has(key), run };
}
