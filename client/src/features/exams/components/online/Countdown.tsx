import { useEffect, useEffectEvent, useState } from "react";
import { cn } from "@/lib/cn";
import { formatClock } from "@/lib/format";

const WARNING_SECONDS = 5 * 60;

/**
 * The exam's remaining time. It stands still unless `running` (the preview never runs it, docs/product.md#78-online-preview);
 * the delivery screen turns it on. To restart from a new `seconds`, give it a new `key`.
 */
export function Countdown({
  seconds = 3600,
  running = false,
  onExpire,
  className,
}: {
  seconds?: number;
  running?: boolean;
  onExpire?: () => void;
  className?: string;
}) {
  const [remaining, setRemaining] = useState(seconds);
  const deadlineFromNow = useEffectEvent(() => Date.now() + remaining * 1000);
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    if (!running) return;
    // Measured against a deadline, not by counting ticks: background tabs fire timers late.
    const deadline = deadlineFromNow();
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        expire();
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [running]);

  const urgent = running && remaining <= WARNING_SECONDS;
  return (
    <span className={cn("inline-flex items-baseline gap-1", className)}>
      <span className="sr-only">Tempo restante:</span>
      <span role="timer" className={cn("font-mono text-lg font-semibold tabular-nums", urgent && "text-destructive")}>
        {formatClock(remaining)}
      </span>
    </span>
  );
}
