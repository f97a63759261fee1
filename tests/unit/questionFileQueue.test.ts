import { describe, expect, it } from "vitest";
import { inQuestionFileTurn } from "../../server/services/interchange/questionFileQueue";
import { AppError } from "../../server/errors";

/** Question files take turns (docs/architecture.md#19-interchange): one running and one waiting per person. */

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe("the question file queue", () => {
  it("runs one import of a person's at a time, lets one wait, and refuses a third at once", async () => {
    const first = deferred();
    const order: string[] = [];
    const running = inQuestionFileTurn("ana", async () => {
      order.push("first");
      await first.done;
    });
    const waiting = inQuestionFileTurn("ana", async () => {
      order.push("second");
    });
    const refused = await inQuestionFileTurn("ana", async () => order.push("third")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      message: "Muitas importações e exportações de questões em andamento. Tente de novo em alguns segundos.",
    });
    // Someone else's import is not held behind hers.
    await inQuestionFileTurn("bruno", async () => order.push("bruno"));
    expect(order).toEqual(["first", "bruno"]);
    first.release();
    await Promise.all([running, waiting]);
    expect(order).toEqual(["first", "bruno", "second"]);
  });
});
