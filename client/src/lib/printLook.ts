import type { PrintSize } from "@shared/constants";

/** How a copy is printed: one or two columns, the print size (ampliada 18 pt, superampliada 24 pt), high contrast. */
export interface PrintLook {
  columns: 1 | 2;
  size: PrintSize;
  contrast: boolean;
}

export const NORMAL_PRINT_LOOK: PrintLook = { columns: 1, size: "normal", contrast: false };

/**
 * The query the print endpoints read (`columns`, `size`, `contrast=1`). The defaults are left out,
 * so a normal print asks for the same address as before these options existed; large print is
 * always one column.
 */
export const printLookQuery = ({ columns, size, contrast }: PrintLook) => ({
  columns: columns === 2 && size === "normal" ? 2 : undefined,
  size: size === "normal" ? undefined : size,
  contrast: contrast ? 1 : undefined,
});
