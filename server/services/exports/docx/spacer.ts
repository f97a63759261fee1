import { LineRuleType, Paragraph } from "docx";

/**
 * An empty paragraph exactly `height` twips tall: the gap between two tables (which Word would
 * otherwise join into one) and the paragraph a table cell must end with.
 */
export const spacer = (height: number, keepNext?: boolean) =>
  new Paragraph({
    spacing: { before: 0, after: 0, line: Math.max(20, height), lineRule: LineRuleType.EXACT },
    ...(keepNext === undefined ? {} : { keepNext }),
    children: [],
  });
