import { useEffect, useState } from "react";

const EXAM_PATH = /^\/online\/([^/]+)\/?$/;

/** The exam code in `/online/<CODE>`, in capitals; null on `/online` (the page then asks for it). */
export function examCodeFromPath(pathname: string): string | null {
  const match = EXAM_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).trim().toUpperCase() || null;
  } catch {
    return null;
  }
}

/** The code in the address bar, and a way to change it without reloading the page. */
export function useExamCode(): [string | null, (code: string | null) => void] {
  const [code, setCode] = useState(() => examCodeFromPath(location.pathname));
  useEffect(() => {
    const follow = () => setCode(examCodeFromPath(location.pathname));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);
  const go = (next: string | null) => {
    history.pushState(null, "", next ? `/online/${encodeURIComponent(next)}` : "/online");
    setCode(next);
    window.scrollTo(0, 0);
  };
  return [code, go];
}
