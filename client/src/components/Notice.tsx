import type { ReactNode } from "react";

/** A short warning in the flow of the page: why something cannot be done yet, or what is about to happen. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
