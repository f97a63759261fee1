import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../server/services/common/sanitize";
import { textOf } from "../../shared/richText";
import { XSS_PAYLOADS } from "../support/xssPayloads";

const STORED = "/objects/00000000-0000-4000-8000-000000000000";

function timeOf(html: string): number {
  const start = performance.now();
  textOf(html);
  return performance.now() - start;
}

describe("textOf", () => {
  it("reads what a reader sees", () => {
    expect(textOf("<p>Quanto é <strong>2&nbsp;+&nbsp;2</strong>?</p><p>Explique.</p>")).toBe("Quanto é 2 + 2? Explique.");
    expect(textOf("a < b e c > d, 1 <2, <>")).toBe("a < b e c > d, 1 <2, <>");
    expect(textOf("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
    expect(textOf(`<img src="${STORED}">`)).toBe("[imagem]");
    expect(textOf('<a title="a > b">link</a>')).toBe("link");
  });

  it("finds nothing in markup nobody sees, nor after a tag left open", () => {
    for (const html of [
      "<script",
      "<script>alert(1)</script>",
      "<b",
      '<p class="x',
      "<!-- comentário",
      "<style>p{}</style>",
      "<img src=https://fora.invalid/x.png>",
      "<select><option>x</option></select>",
    ]) {
      expect(textOf(html), html).toBe("");
    }
    expect(textOf("<p>a</p><script>x")).toBe("a");
  });

  it("agrees with what the sanitiser stores", () => {
    const samples = [
      ...XSS_PAYLOADS,
      "<script",
      "abc <style",
      "<p>x<b",
      "a<b",
      "<b>x</b",
      "<title><b>t</b></title>",
      "<template>t</template>",
      "<noscript>n</noscript>",
      "<xmp>z</xmp>",
      "<script>x</script y>z",
      "<!DOCTYPE html>t",
      "<?php x ?> t",
      `<p>a</p><img src="${STORED}" onerror=x>`,
    ];
    for (const html of samples) expect(textOf(html), html).toBe(textOf(sanitizeRichText(html)));
  });

  it("takes time in proportion to the length, whatever the text holds", () => {
    for (const unit of ["<", "<a", "<!", "</", "<script>", "<a><b>", '<p title="', "<p =", "<title>"]) {
      const small = unit.repeat(Math.ceil(100_000 / unit.length));
      const large = unit.repeat(Math.ceil(1_000_000 / unit.length));
      timeOf(small); // warm up
      expect(timeOf(large), unit).toBeLessThan(1_000);
    }
  });
});
