import type { ReactNode } from "react";
import { GraduationCap } from "lucide-react";

/** The frame of the screens around the exam: the product's name and one narrow column. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b border-border bg-card">
        <p className="mx-auto flex max-w-md items-center gap-2 px-4 py-3 text-sm font-semibold text-primary">
          <GraduationCap className="size-5" aria-hidden />
          Avaliações Inteligentes
        </p>
      </header>
      <main className="mx-auto max-w-md space-y-4 px-4 py-6">{children}</main>
    </div>
  );
}
