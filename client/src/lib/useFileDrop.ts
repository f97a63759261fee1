import { useState, type DragEvent } from "react";

/**
 * Files dropped on an element: whether some are being dragged over it (to show where they go), and
 * the handlers to spread on it; `onFiles` gets the files dropped.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, dropProps };
}
