import { attemptToken } from "../../../server/services/attempts/tokens";
import { recordingApp, type Statement } from "./recordingApp";
import { answersJson, type AnswerWrite, type SaveTemplate, type Slot, type TemplateStatement } from "./saveTemplate";

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * The statements the app runs for one answer save, recorded from the app itself (recordingApp.ts).
 * The second of two saves is kept, so nothing the app does only once is in it. Values equal to
 * the write's own become slots.
 */
export async function recordSave(databaseUrl: string, sessionSecret: string, writes: [AnswerWrite, AnswerWrite]) {
  const app = await recordingApp(databaseUrl, sessionSecret);
  let recorded: Statement[] = [];
  try {
    for (const write of writes) {
      app.take();
      const response = await fetch(`${app.base}/api/attempt/answers`, {
        method: "PUT",
        headers: { "content-type": "application/json", "x-attempt-token": attemptToken(write.attemptId, sessionSecret) },
        body: JSON.stringify({ answers: [{ ...write, attemptId: undefined, textAnswer: null }] }),
      });
      if (!response.ok) throw new Error(`salvar resposta: ${response.status} ${await response.text()}`);
      recorded = app.take();
    }
  } finally {
    await app.close();
  }
  const write = writes[1];
  const slotOf = (value: unknown): Slot | undefined => {
    if (value === write.attemptId) return "attemptId";
    if (value === answersJson(write)) return "answers";
    if (value === write.questionId) return "questionId";
    if (value === write.selectedOptionId) return "selectedOptionId";
    if (value === write.revision || value === String(write.revision)) return "revision";
    if (typeof value === "string" && ISO_DATE.test(value)) return "now";
    return undefined;
  };
  const statements: TemplateStatement[] = recorded.map(({ text, values, prepared }) => ({
    text,
    prepared,
    values: values.map((value) => {
      const slot = slotOf(value);
      return slot ? { slot } : { value };
    }),
  }));
  const template: SaveTemplate = { statements };
  return template;
}
