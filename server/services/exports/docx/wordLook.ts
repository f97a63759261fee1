import type { PrintLook } from "../printModel";

/**
 * The print look (printCss.ts) in Word's terms: font sizes in half-points, colours and rule widths.
 * Large print (Lei Brasileira de Inclusão) is 18 or 24 pt in a plain sans-serif, the headings
 * scaled as the print page's `em`s scale them; high contrast is black text only and heavier rules.
 */
export interface WordLook {
  font: string;
  /** Labels, boxes and the footer: always sans-serif, as on the print page. */
  sansFont: string;
  size: {
    body: number;
    school: number;
    title: number;
    heading: number;
    points: number;
    instructions: number;
    boxLabel: number;
    boxValue: number;
    versionLetter: number;
    footer: number;
  };
  /** Secondary text (subject, points): grey, or black in high contrast. */
  muted: string;
  /** Lines to write on. */
  line: string;
  /** Secondary text in bold, so it stays easy to read without its grey. */
  mutedBold: boolean;
  /** Borders in eighths of a point: the header's and the boxes', and the instructions' thinner one. */
  rule: { heavy: number; light: number };
  /**
   * The size of the blank that sets the room between writing lines: about 8 mm from one to the
   * next, more in large print (the print page's 1.6 em and a bit).
   */
  lineStrut: number;
}

const BODY = { normal: 23, large: 36, extra_large: 48 } as const;

export function wordLook(look: PrintLook): WordLook {
  const body = BODY[look.size];
  const large = look.size !== "normal";
  const em = (factor: number) => Math.round(body * factor);
  return {
    font: large ? "Arial" : "Times New Roman",
    sansFont: "Arial",
    size: {
      body,
      school: large ? body : 24,
      title: large ? em(1.3) : 30,
      heading: large ? body : 24,
      points: large ? em(0.8) : 20,
      instructions: em(0.9),
      boxLabel: large ? em(0.8) : 18,
      boxValue: large ? em(0.8) : 20,
      versionLetter: Math.max(44, em(1.3)),
      footer: 18,
    },
    muted: look.highContrast ? "000000" : "444444",
    line: look.highContrast ? "000000" : "777777",
    mutedBold: look.highContrast,
    rule: look.highContrast ? { heavy: 18, light: 12 } : { heavy: 9, light: 6 },
    lineStrut: large ? em(1.5) : 40,
  };
}
