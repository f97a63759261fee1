/**
 * How formulas look wherever stored rich text is shown: the screens (RichText), the student page
 * and the printed exam. The MathML is drawn by the browser; these rules pick a font with
 * mathematical tables, put back the spacing of MathML's own stylesheet that a page's reset of
 * every element's padding removes (matrix cells, fractions), and keep the few spacing corrections
 * the renderer (Temml) marks by class.
 */
export const MATH_CSS = `
math { font-family: "STIX Two Math", "Cambria Math", "Latin Modern Math", "DejaVu Math TeX Gyre", math; font-style: normal; font-weight: normal; line-height: normal; text-indent: 0; text-transform: none; letter-spacing: normal; direction: ltr; }
math.tml-display { display: block; width: 100%; margin: 0.5em 0; }
span[data-display="block"] { display: block; max-width: 100%; overflow-x: auto; }
mtd { padding: 0.5ex 0.4em; }
mfrac { padding-inline: 1px; }
mfrac > :nth-child(2), msqrt, mover > :first-child { math-shift: compact; }
.tml-sml-pad { padding-left: 0.05em; }
.tml-med-pad { padding-left: 0.1em; }
.tml-lrg-pad { padding-left: 0.15em; }
span[data-invalid] { color: #b91c1c; font-family: ui-monospace, monospace; font-size: 0.9em; text-decoration: underline wavy #b91c1c; }
`;
