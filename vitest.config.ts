import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that replace a module (vi.mock) or a global for their own tests: they run each in a fresh
 * module registry. Every other file shares its worker's modules with the files before it, so the
 * server and its libraries are loaded once per worker rather than once per file.
 */
const ISOLATED = ["tests/api/rosterImport.test.ts", "tests/unit/answerSync.test.ts"];

/**
 * On a PostgreSQL server (TEST_DATABASE_URL, scripts/with-postgres.sh) the suite runs again for
 * what touches the database. Left out: tests/unit, which never does, and the files whose work is
 * drawing documents (PDFs in Chromium, .docx in LibreOffice) or stopping the PDF browser, where the
 * database only hands over an exam that the other files store and read on PostgreSQL too.
 */
const DRAWING = [
  "tests/api/pdfQueue.test.ts",
  "tests/api/formulas.test.ts",
  "tests/api/examDocx.test.ts",
  "tests/api/printedExam.test.ts",
  "tests/api/examPdf.test.ts",
  "tests/api/answerSheetPdf.test.ts",
  "tests/api/boletimPdf.test.ts",
  "tests/api/paperPrints.test.ts",
];
const DATABASE_FREE = process.env.TEST_DATABASE_URL ? ["tests/unit/**", ...DRAWING] : [];

/**
 * Files that take the longest, whatever their size: they start servers as processes, render PDFs
 * or read scanned sheets. Started first, they run beside the many quick files instead of after them,
 * on a fresh clone too, where vitest has no timings yet and starts the largest files first.
 */
const SLOWEST = [
  "tests/server/faults.test.ts",
  "tests/api/pdfQueue.test.ts",
  "tests/api/paperPrints.test.ts",
  "tests/server/process.test.ts",
  "tests/server/attemptDurability.test.ts",
  "tests/server/backup.test.ts",
  "tests/api/objects.test.ts",
  "tests/api/authorizationMatrix.test.ts",
  "tests/api/scans.test.ts",
  "tests/server/retention.test.ts",
];

class SlowFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOWEST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? SLOWEST.length : index;
    };
    return sorted
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  // The client's import aliases (vite.config.ts), for unit tests of client modules.
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  test: {
    globalSetup: ["tests/support/globalSetup.ts"],
    sequence: { sequencer: SlowFirstSequencer },
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own embedded database (about 100 MB); two cores, so a few at a time.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: [...ISOLATED, ...DATABASE_FREE], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, exclude: DATABASE_FREE } },
    ],
  },
});
