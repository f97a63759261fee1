import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

// The one colour set of every status badge: dark text on a pale tint of the same hue, so each pair
// passes WCAG AA (4.5:1) at badge size and a new badge cannot pick a colour that fails it.
const TINTS = {
  slate: "border-slate-300 bg-slate-100 text-slate-700",
  blue: "border-blue-300 bg-blue-50 text-blue-800",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  green: "border-green-300 bg-green-50 text-green-800",
  red: "border-red-300 bg-red-50 text-red-800",
  purple: "border-purple-300 bg-purple-50 text-purple-800",
  violet: "border-violet-300 bg-violet-50 text-violet-800",
  teal: "border-teal-300 bg-teal-50 text-teal-800",
} as const;
export type Tint = keyof typeof TINTS;

export function TintBadge({ tint, className, children }: { tint: Tint; className?: string; children: ReactNode }) {
  return (
    <Badge variant="outline" className={cn(TINTS[tint], className)}>
      {children}
    </Badge>
  );
}

/** A badge whose tint and words follow from a value: `states[value]`. */
export function StateBadge<Value extends string>({
  value,
  states,
}: {
  value: Value;
  states: Record<Value, { label: string; tint: Tint }>;
}) {
  return <TintBadge tint={states[value].tint}>{states[value].label}</TintBadge>;
}
