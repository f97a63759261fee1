/** The MathML elements and attributes the formula renderer (Temml) writes: what a reader of stored rich text lets through. */
export const MATHML_TAGS = (
  "math semantics annotation mrow mi mn mo mtext mspace ms mfrac msqrt mroot msup msub msubsup munder mover " +
  "munderover mmultiscripts mprescripts none mtable mtr mtd mlabeledtr mstyle mpadded mphantom menclose merror"
).split(" ");

export const MATHML_ATTRIBUTES = (
  "xmlns alttext display mathvariant stretchy fence separator form lspace rspace accent accentunder columnalign rowalign " +
  "columnspacing rowspacing columnlines rowlines frame framespacing depth voffset linethickness scriptlevel " +
  "displaystyle movablelimits symmetric largeop minsize maxsize notation encoding"
).split(" ");
