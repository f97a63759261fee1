import { GraduationCap } from "lucide-react";
import { cn } from "@/lib/cn";

/** The product's mark with its tagline (docs/product.md#3-landing-page). */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <span
        className={cn(
          "flex size-9 items-center justify-center rounded-lg",
          inverted ? "bg-white text-primary" : "bg-primary text-primary-foreground",
        )}
        aria-hidden
      >
        <GraduationCap className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={cn("text-base font-bold", inverted ? "text-white" : "text-foreground")}>Avaliações</span>
        <span
          className={cn(
            "whitespace-nowrap text-[10px] font-semibold tracking-[0.12em]",
            inverted ? "text-blue-100" : "text-primary",
          )}
        >
          AVALIAÇÕES INTELIGENTES
        </span>
      </span>
    </div>
  );
}
