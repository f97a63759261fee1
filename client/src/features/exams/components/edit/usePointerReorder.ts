import { useRef, useState, type PointerEvent } from "react";

/**
 * Drag and drop of a list's rows by a handle, with pointer events (mouse, pen and touch alike):
 * while a row is held, the row under the pointer is where it will go; letting go moves it there.
 * Rows carry `data-reorder-row` so their places on screen can be read.
 */
export function usePointerReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<{ from: number; over: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const indexAt = (clientY: number, fallback: number) => {
    const rows = list.current ? [...list.current.querySelectorAll<HTMLElement>("[data-reorder-row]")] : [];
    if (rows.length === 0) return fallback;
    const below = rows.findIndex((row) => {
      const box = row.getBoundingClientRect();
      return clientY < box.top + box.height / 2;
    });
    return below === -1 ? rows.length - 1 : below;
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // No text selection while dragging.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging({ from: index, over: index });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!dragging) return;
      const over = indexAt(event.clientY, dragging.from);
      if (over !== dragging.over) setDragging({ ...dragging, over });
    },
    onPointerUp: () => {
      if (dragging && dragging.over !== dragging.from) onMove(dragging.from, dragging.over);
      setDragging(null);
    },
    onPointerCancel: () => setDragging(null),
  });

  return { list, dragging, handleProps };
}
