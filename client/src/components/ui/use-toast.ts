import { useSyncExternalStore, type ReactNode } from "react";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastData = ToastOptions & { id: string };

const MAX_TOASTS = 3;

let toasts: readonly ToastData[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast (auto-dismissed after 5 s by the Toaster) and returns its id. */
export function toast(options: ToastOptions): string {
  nextId += 1;
  const id = String(nextId);
  // Oldest toasts drop off first so the newest message is always visible.
  setToasts([...toasts, { ...options, id }].slice(-MAX_TOASTS));
  return id;
}

/** Removes one toast, or all of them when called without an id. */
export function dismiss(id?: string): void {
  if (id === undefined) {
    if (toasts.length > 0) setToasts([]);
    return;
  }
  if (toasts.some((t) => t.id === id)) setToasts(toasts.filter((t) => t.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

/** Current toasts, oldest first. */
export function useToasts(): readonly ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
