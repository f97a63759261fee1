import { CloudCheck, CloudOff, LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import type { SaveState } from "./answerSync";
import { OFFLINE_MESSAGE } from "./useAttempt";

const LOOK = {
  saved: { Icon: CloudCheck, text: "Salvo", className: "text-green-800" },
  saving: { Icon: LoaderCircle, text: "Salvando...", className: "text-muted-foreground" },
  offline: { Icon: CloudOff, text: OFFLINE_MESSAGE, className: "bg-amber-50 px-2 text-amber-950 ring-1 ring-amber-300" },
} as const;

/** Whether the answers reached the server, said aloud when it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { Icon, text, className } = LOOK[state];
  return (
    <p
      role="status"
      className={cn("mt-2 flex w-fit max-w-full items-start gap-1.5 rounded-md py-1 text-sm font-medium", className)}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", state === "saving" && "animate-spin")} aria-hidden />
      <span>{text}</span>
    </p>
  );
}
