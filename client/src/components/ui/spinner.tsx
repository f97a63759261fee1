import { Loader2 } from "lucide-react";

import { cn } from "@/lib/cn";

export type SpinnerProps = {
  /** Visible text next to the icon; without it, screen readers still hear "Carregando...". */
  label?: string;
  className?: string;
};

/** The icon is sized in `em`, so a `text-*` class in `className` scales both icon and label. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-sm text-muted-foreground", className)}
    >
      <Loader2 className="size-[1.25em] shrink-0 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Carregando...</span>}
    </span>
  );
}
