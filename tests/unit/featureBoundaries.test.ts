import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** A file of the results feature; it need not exist, ESLint lints the text as if it were there. */
const RESULTS_FILE = "client/src/features/results/components/Probe.tsx";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL("../../eslint.config.js", import.meta.url)) });
});

/** The messages of the feature-boundaries rule for `code` placed at `filePath`. */
async function boundaryMessages(code: string, filePath = RESULTS_FILE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "client/feature-boundaries").map((message) => message.message);
}

describe("features import only the api.ts of another feature (npm run lint)", () => {
  it("reports another feature's internals reached by alias, by relative path, by re-export or lazily", async () => {
    const messages = await boundaryMessages(`
      import { ApplicationsCard } from "@/features/applications/components/ApplicationsCard";
      import { formatAgo } from "../../applications/format";
      export { ExamCard } from "@/features/exams/components/ExamCard";
      export const load = () => import("../../exams/components/ExamList");
      console.log(ApplicationsCard, formatAgo);
    `);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toContain("'@/features/applications/components/ApplicationsCard' reaches into the applications feature");
    expect(messages[1]).toContain("'../../applications/format' reaches into the applications feature");
    expect(messages[3]).toContain("the exams feature");
  });

  it("allows another feature's api.ts, the feature's own files, and components/ and lib/", async () => {
    const messages = await boundaryMessages(`
      import { examQuery } from "@/features/exams/api";
      import { classesQuery } from "../../organizations/api";
      import { resultsQuery } from "../api";
      import { AttemptStateBadge } from "@/features/results/components/ResultBadges";
      import { TintBadge } from "@/components/badges/TintBadge";
      import { formatWindow } from "@/lib/format";
      console.log(examQuery, classesQuery, resultsQuery, AttemptStateBadge, TintBadge, formatWindow);
    `);
    expect(messages).toEqual([]);
  });

  it("leaves pages free to compose features", async () => {
    const code = `import { ApplicationsCard } from "@/features/applications/components/ApplicationsCard";\nconsole.log(ApplicationsCard);`;
    expect(await boundaryMessages(code, "client/src/pages/Probe.tsx")).toEqual([]);
  });
});
