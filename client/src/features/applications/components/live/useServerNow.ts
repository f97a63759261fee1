import { useEffect, useState } from "react";

/**
 * The server's clock, ticking every second between polls: its `serverNow` plus the time since the
 * answer arrived. Counting from the server's clock keeps a wrong clock on the teacher's computer
 * from showing students more or less time than they have.
 */
export function useServerNow(serverNow: string, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return new Date(serverNow).getTime() + Math.max(0, now - receivedAt);
}
