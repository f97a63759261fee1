import { describe, expect, it } from "vitest";
import { withNestingCapped } from "../../server/services/common/htmlNesting";
import { sanitizeRichText } from "../../server/services/common/sanitize";
import { textOf } from "../../shared/richText";

const TEN_MEGABYTES = 10 * 1024 * 1024;
/** The sanitiser's cap on nesting (server/services/common/sanitize.ts). */
const CAP = 100;
const STORED = "/objects/00000000-0000-4000-8000-000000000000";

/** `unit` written as many times as fit in 10 MB with `end` after it. */
const tenMegabytesOf = (unit: string, end = "") => unit.repeat(Math.floor((TEN_MEGABYTES - end.length) / unit.length)) + end;

const occurrences = (text: string, word: string) => text.split(word).length - 1;

/** How deep the sanitiser's output nests: it closes every element it opens, and writes void ones as `<br />`. */
function depthOf(stored: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, selfClosing] of stored.matchAll(/<(\/?)[a-z][^>]*?(\/?)>/g)) {
    if (closing) depth--;
    else if (!selfClosing) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

describe("sanitizeRichText on deeply nested HTML", () => {
  // Without the cap each of these takes hours: htmlparser2's cost grows with the square of the depth.
  it("keeps 10 MB of nested formatting to the cap, and the text inside it", () => {
    const count = Math.floor(TEN_MEGABYTES / "<b></b>".length);
    const html = `${"<b>".repeat(count)}meio${"</b>".repeat(count)}`;
    expect(sanitizeRichText(html)).toBe(`${"<b>".repeat(CAP)}meio${"</b>".repeat(CAP)}`);
  });

  it("keeps every word of 10 MB of nested elements, each holding one", () => {
    const html = tenMegabytesOf("<div>palavra ");
    const words = occurrences(html, "palavra");
    const stored = sanitizeRichText(html);
    expect(occurrences(stored, "palavra")).toBe(words);
    expect(textOf(stored)).toBe(textOf(html));
  });

  it("keeps images and hides scripts past the cap", () => {
    const deep = "<b>".repeat(CAP + 50);
    const stored = sanitizeRichText(`${deep}<i>a</i><img src="${STORED}"><script>alert(1)</script>b<br>c`);
    expect(stored).toBe(`${"<b>".repeat(CAP)}a<img src="${STORED}" />b<br />c${"</b>".repeat(CAP)}`);
  });

  it("stays bounded whatever closes the elements, or fails to", () => {
    // 2 MB each: without the cap the first alone takes minutes.
    const twoMegabytesOf = (unit: string, end: string) => unit.repeat(Math.floor((2 * 1024 * 1024) / unit.length)) + end;
    for (const { unit, end = "fim", shown = true } of [
      { unit: "<b>" },
      { unit: "<b>a" },
      { unit: "<b>", end: `fim${"</i>".repeat(100_000)}` },
      // A paragraph the list closes without its end tag, and an end tag closing nothing: the list stays open.
      { unit: "<div><p><ul></p>" },
      { unit: "<table><tr><td>" },
      { unit: "<ul><li>" },
      // What an option holds is never shown, the text after it included.
      { unit: "<option><b>", shown: false },
      // Each keeps a foreign context (SVG, MathML) open in the parser that nothing closes.
      { unit: "<svg/>" },
      { unit: "<p><svg></p>" },
      { unit: "<span>", end: '<span data-math="x^2"></span>fim' },
    ]) {
      const stored = sanitizeRichText(twoMegabytesOf(unit, end));
      expect(textOf(stored).endsWith("fim"), unit).toBe(shown);
      expect(depthOf(stored), unit).toBeLessThanOrEqual(CAP);
    }
  });

  it("leaves HTML within the cap as it was", () => {
    const html = `<ul>${"<li><ol>".repeat(20)}<li><p><strong>x</strong></p></li>${"</ol></li>".repeat(20)}</ul>`;
    expect(withNestingCapped(html, CAP)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe("withNestingCapped", () => {
  it("drops the tags past the cap and keeps what they hold", () => {
    expect(withNestingCapped("<b><b><b><b>x</b></b></b></b>y", 2)).toBe("<b><b><!---->x<!----></b></b>y");
    expect(withNestingCapped("<b><b><i>a</i><img src=x><br>b</b></b>", 1)).toBe("<b><!---->a<!----><img src=x><br>b<!----></b>");
  });

  it("never joins the text around a dropped tag into a new tag", () => {
    const html = "<b><b><<i>i></b></b>";
    expect(withNestingCapped(html, 2)).toBe("<b><b><<!---->i></b></b>");
    expect(sanitizeRichText(`${"<b>".repeat(CAP)}<<i>i>`)).toBe(`${"<b>".repeat(CAP)}&lt;i&gt;${"</b>".repeat(CAP)}`);
  });

  it("keeps what a script, a style or a title holds out of the text", () => {
    const html = `<b><b><script><b>x</b></script><title><b>t</b></title>y</b></b>`;
    expect(withNestingCapped(html, 2)).toBe(`<b><b><script><b>x</b></script><title><b>t</b></title>y</b></b>`);
    expect(textOf(sanitizeRichText(`${"<b>".repeat(CAP + 1)}<script>alert(1)</script>y`))).toBe("y");
  });
});
