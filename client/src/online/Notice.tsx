import type { ReactNode } from "react";
import { CircleAlert, Info } from "lucide-react";
import { cn } from "@/lib/cn";

/** A boxed message: `info` for how things are, `warning` for what went wrong. */
export function Notice({
  tone = "info",
  role,
  children,
  className,
}: {
  tone?: "info" | "warning";
  role?: "alert" | "status" | "note";
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "info" ? Info : CircleAlert;
  return (
    <div
      role={role}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        tone === "info" ? "border-blue-200 bg-blue-50 text-blue-900" : "border-amber-300 bg-amber-50 text-amber-950",
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}
