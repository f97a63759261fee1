import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { RichText } from "@/components/RichText";
import { cn } from "@/lib/cn";
import { AnswerHint } from "./AnswerHint";
import { moved, orderedParts } from "./orderedParts";
import type { AnswerProps } from "./responses";

/** The item being dragged, in the order shown while it moves. */
interface Drag {
  id: string;
  order: string[];
  pointerId: number;
}

const MOVE_BUTTON = cn(
  "inline-flex size-11 items-center justify-center rounded-md border border-input bg-background text-foreground transition-colors",
  "hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  "aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-background",
);

/**
 * Ordenação: a list put in order by dragging an item's handle (pointer events, so a finger, a pen
 * or a mouse) or from the keyboard (arrows on a focused item, or its buttons). Each move is read out.
 * The first move saves the whole order; until then the question counts as unanswered.
 */
export function OrderingAnswer({ questionId, spec, response, onChange, labelledBy }: AnswerProps) {
  const saved = orderedParts(
    spec.parts.map((part) => part.id),
    response,
  );
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const items = useRef(new Map<string, HTMLLIElement>());
  /**
   * What had the focus when an item moved (the item, or one of its buttons), to give it back in the
   * item's new place: an element moved in the page loses the focus.
   */
  const focusAfterMove = useRef<{ id: string; control: "item" | "up" | "down" } | null>(null);
  const order = drag?.order ?? saved;
  /** The order as last drawn, which the places a drag reads belong to. */
  const drawn = useRef<string[] | null>(null);
  useLayoutEffect(() => {
    drawn.current = order;
    if (!focusAfterMove.current) return;
    const { id, control } = focusAfterMove.current;
    const item = items.current.get(id);
    (control === "item" ? item : item?.querySelector<HTMLElement>(`[data-move=${control}]`))?.focus();
    focusAfterMove.current = null;
  });
  const byId = new Map(spec.parts.map((part) => [part.id, part]));
  const hintId = `question-${questionId}-hint`;

  function commit(next: string[], id: string) {
    if (next.join() === saved.join()) return;
    onChange?.({ order: next }, false);
    setAnnouncement(`Item movido para a posição ${next.indexOf(id) + 1} de ${next.length}`);
  }

  function step(id: string, by: -1 | 1, control: "item" | "up" | "down") {
    const from = saved.indexOf(id);
    const to = from + by;
    if (!onChange || to < 0 || to >= saved.length) return;
    commit(moved(saved, from, to), id);
    focusAfterMove.current = { id, control };
  }

  function onItemKey(event: KeyboardEvent<HTMLLIElement>, id: string) {
    if (event.target !== event.currentTarget) return;
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    step(id, event.key === "ArrowUp" ? -1 : 1, "item");
  }

  function startDrag(event: PointerEvent<HTMLElement>, id: string) {
    if (!onChange || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    setDrag({ id, order: saved, pointerId: event.pointerId });
  }

  /**
   * Moves the dragged item one place when the pointer crosses a neighbour's middle. The places are
   * read from the list as drawn, so nothing moves again until the last move has been drawn.
   */
  const dragTo = useEffectEvent((event: globalThis.PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId || drawn.current !== drag.order) return;
    const at = drag.order.indexOf(drag.id);
    const above = items.current.get(drag.order[at - 1])?.getBoundingClientRect();
    const below = items.current.get(drag.order[at + 1])?.getBoundingClientRect();
    if (above && event.clientY < above.top + above.height / 2) setDrag({ ...drag, order: moved(drag.order, at, at - 1) });
    else if (below && event.clientY > below.top + below.height / 2) setDrag({ ...drag, order: moved(drag.order, at, at + 1) });
  });

  const endDrag = useEffectEvent((event: globalThis.PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (event.type === "pointerup") commit(drag.order, drag.id);
  });

  // Followed on the window: the list is redrawn under the pointer as the item moves, and a
  // redrawn element may lose the pointer it held.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const move = (event: globalThis.PointerEvent) => dragTo(event);
    const end = (event: globalThis.PointerEvent) => endDrag(event);
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
    };
  }, [dragging]);

  return (
    <div className="space-y-2.5">
      <AnswerHint id={hintId}>Coloque os itens na ordem correta: arraste-os pela alça ou use os botões de mover.</AnswerHint>
      <ol aria-labelledby={labelledBy} aria-describedby={hintId} className="space-y-2">
        {order.map((id, index) => {
          const part = byId.get(id);
          if (!part) return null;
          const labelId = `item-${questionId}-${id}`;
          const lifted = drag?.id === id;
          return (
            <li
              key={id}
              ref={(element) => {
                if (element) items.current.set(id, element);
                else items.current.delete(id);
              }}
              tabIndex={onChange ? 0 : undefined}
              aria-labelledby={labelId}
              aria-roledescription="item reordenável"
              onKeyDown={(event) => onItemKey(event, id)}
              className={cn(
                "flex items-center gap-2 rounded-md border border-border bg-card p-2 transition-shadow",
                "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                lifted && "relative z-10 border-primary shadow-lg ring-2 ring-primary/40",
              )}
            >
              <span
                aria-hidden
                onPointerDown={(event) => startDrag(event, id)}
                className={cn(
                  "flex h-11 w-8 shrink-0 touch-none items-center justify-center rounded text-muted-foreground select-none",
                  onChange && "cursor-grab hover:bg-muted active:cursor-grabbing",
                )}
              >
                <GripVertical className="size-5" />
              </span>
              <span className="w-6 shrink-0 text-center font-semibold tabular-nums">{index + 1}.</span>
              <div id={labelId} className="min-w-0 flex-1 py-1">
                <RichText html={part.text} className="text-base [&_p]:my-0" />
              </div>
              {onChange && (
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    data-move="up"
                    aria-label="Mover para cima"
                    aria-disabled={index === 0 || undefined}
                    onClick={() => step(id, -1, "up")}
                    className={MOVE_BUTTON}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    data-move="down"
                    aria-label="Mover para baixo"
                    aria-disabled={index === order.length - 1 || undefined}
                    onClick={() => step(id, 1, "down")}
                    className={MOVE_BUTTON}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
