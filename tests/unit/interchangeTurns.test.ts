import { DomUtils } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { readGift } from "../../server/services/interchange/gift/read";
import { writeGift } from "../../server/services/interchange/gift/write";
import { readMoodleXml } from "../../server/services/interchange/moodle/read";
import { writeMoodleXml } from "../../server/services/interchange/moodle/write";
import type { PortableReader, PortableWriter } from "../../server/services/interchange/portable";
import { readQti } from "../../server/services/interchange/qti/read";
import { writeQti3 } from "../../server/services/interchange/qti/write";
import { PARSE_PIECE, parseBounded, parseBoundedInTurns } from "../../server/services/interchange/xml/boundedXml";
import { benchBank } from "../../scripts/bench/lib/interchangeBank";

/**
 * Reading a long question file gives the server's other requests their turn
 * (docs/architecture.md#19-interchange): the event loop turns again and again while a reader works,
 * where a reader that read in one stretch let it turn not once.
 */

/** How many times the event loop turned while `work` ran, and its longest stretch without turning. */
async function turnsDuring<T>(work: () => Promise<T>) {
  let turns = 0;
  let running = true;
  let last = performance.now();
  let longestMs = 0;
  const tick = () => {
    if (!running) return;
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  const started = performance.now();
  const value = await work();
  running = false;
  const totalMs = performance.now() - started;
  return { value, turns, longestMs: Math.max(longestMs, performance.now() - last), totalMs };
}

/** Reads the bank of `count` questions as the format writes it, counting the event loop's turns meanwhile. */
async function readInTurns(write: PortableWriter, read: PortableReader, count: number) {
  const { bytes } = await write(benchBank(count), "Banco");
  const measured = await turnsDuring(async () => read(bytes));
  expect("questions" in measured.value && measured.value.questions.length).toBe(count);
  // A turn every 20 ms of work; read in one stretch, the loop would not turn at all.
  expect(measured.turns).toBeGreaterThan(Math.max(1, measured.totalMs / 100));
  return measured;
}

describe("reading a long question file in turns", () => {
  it("Moodle XML: other work runs while 2,000 questions (3 MB) are parsed and read", async () => {
    const { longestMs, totalMs } = await readInTurns(writeMoodleXml, readMoodleXml, 2000);
    expect(longestMs).toBeLessThan(totalMs / 2);
  });

  it("GIFT: other work runs while 5,000 questions are read", async () => {
    const { longestMs, totalMs } = await readInTurns(writeGift, readGift, 5000);
    expect(longestMs).toBeLessThan(totalMs / 2);
  });

  it("QTI: other work runs while the items of a package of 1,000 are read", async () => {
    // Opening the package (its manifest and test) is one stretch, so only the turns are counted.
    await readInTurns(writeQti3, readQti, 1000);
  });

  it("parses a text fed in pieces as it parses it whole, whatever a piece boundary cuts", async () => {
    // Each boundary between pieces cuts these at another place (an emoji, an entity, an attribute, a CDATA section).
    const straddling = '😀&amp;<b title="a &lt; b">é</b><![CDATA[<p>1 < 2</p>]]>';
    let text = "<quiz>";
    for (let cut = 1; cut < straddling.length; cut += 3) {
      const open = "<q>";
      const boundary = PARSE_PIECE * Math.ceil((text.length + open.length + cut) / PARSE_PIECE);
      text += `${open}${"x".repeat(boundary - cut - text.length - open.length)}${straddling}</q>`;
    }
    text += "</quiz>";
    const options = { xmlMode: true, maxDepth: 8, maxElements: 1000 };
    const inTurns = await parseBoundedInTurns(text, options);
    const whole = parseBounded(text, options);
    if (!("document" in inTurns) || !("document" in whole)) throw new Error("not parsed");
    expect(DomUtils.getOuterHTML(inTurns.document, { xmlMode: true })).toBe(
      DomUtils.getOuterHTML(whole.document, { xmlMode: true }),
    );
    expect(await parseBoundedInTurns(text, { ...options, maxDepth: 2 })).toEqual({ exceeded: "depth" });
    expect(await parseBoundedInTurns(text, { ...options, maxElements: 10 })).toEqual({ exceeded: "elements" });
  });
});
