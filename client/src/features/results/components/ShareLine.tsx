import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatShare } from "../format";

export type ShareTone = "key" | "warning" | "plain";

const BARS: Record<ShareTone, string> = { key: "bg-green-600", warning: "bg-amber-500", plain: "bg-slate-400" };

/** A share of the students as a small bar with its percentage; the key in green, and named in words too. */
export function ShareLine({
  label,
  share,
  tone = "plain",
  note,
}: {
  label: ReactNode;
  share: number;
  tone?: ShareTone;
  /** Words after the percentage: 'gabarito', what the line counts. */
  note?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-2 text-xs">
      <span className={cn("min-w-4 font-semibold tabular-nums", tone === "key" && "text-green-800")}>{label}</span>
      <span className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-muted" aria-hidden>
        <span className={cn("block h-full rounded-full", BARS[tone])} style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="w-12 shrink-0 tabular-nums">{formatShare(share)}</span>
      {note}
    </li>
  );
}

/** The word that marks the key beside its share. */
export const KeyNote = () => <span className="font-medium text-green-800">gabarito</span>;
