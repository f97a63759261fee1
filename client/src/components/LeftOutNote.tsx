import { AlertTriangle } from "lucide-react";
import { leftOutHeading, type LeftOut } from "@/lib/interchange";

/**
 * Which questions an exported file could not carry, and why. It stays on screen, unlike a toast,
 * so the teacher can fix or note them; the list scrolls when long.
 */
export function LeftOutNote({ leftOut }: { leftOut: LeftOut }) {
  const unnamed = leftOut.count - leftOut.named.length;
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {leftOutHeading(leftOut)}
      </p>
      {leftOut.named.length > 0 && (
        <ul
          className="mt-2 max-h-40 list-disc space-y-1 overflow-y-auto pl-5 break-words"
          tabIndex={0}
          aria-label="Questões que ficaram de fora"
        >
          {leftOut.named.map((question, index) => (
            <li key={index}>{`"${question.name}": ${question.reason}`}</li>
          ))}
        </ul>
      )}
      {unnamed > 0 && leftOut.named.length > 0 && <p className="mt-2">... e mais {unnamed}.</p>}
    </div>
  );
}
