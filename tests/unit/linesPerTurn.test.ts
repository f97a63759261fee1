import { describe, expect, it } from "vitest";
import { linesPerTurn } from "../../server/http/requestLog";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("request log lines per turn of the event loop", () => {
  it("writes the lines of one turn in one write, in order, each ending its line", async () => {
    const writes: string[] = [];
    const log = linesPerTurn((text) => writes.push(text));
    log("GET /api/exams 200 3.1ms id=a");
    log("PUT /api/attempt/answers 200 2.0ms id=b");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["GET /api/exams 200 3.1ms id=a\nPUT /api/attempt/answers 200 2.0ms id=b\n"]);
    log("GET /api/health 200 0.4ms id=c");
    await nextTurn();
    expect(writes).toEqual([writes[0], "GET /api/health 200 0.4ms id=c\n"]);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });
});
