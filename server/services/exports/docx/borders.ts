import { BorderStyle, type IBorderOptions } from "docx";

/** Borders for the header's tables: boxes drawn on cells, everything else without a line. */
export const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };

export const line = (size: number, color = "000000"): IBorderOptions => ({ style: BorderStyle.SINGLE, size, color });

export const box = (size: number) => ({ top: line(size), bottom: line(size), left: line(size), right: line(size) });

export const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };

export const NO_TABLE_BORDERS = { ...NO_BORDERS, insideHorizontal: NONE, insideVertical: NONE };
