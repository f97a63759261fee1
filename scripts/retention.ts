import "dotenv/config";
import { parseArgs } from "node:util";
import { toDateTimeText } from "../shared/dateTime";
import { ConfigError, loadConfig, retentionYearsField } from "../server/config";
import { openConfiguredDatabase } from "../server/db/client";
import {
  attemptsPastRetention,
  removeAttemptsPastRetention,
  removeScanSheetsPastRetention,
  retentionCutoff,
} from "../server/services/retention/attemptRetention";

/**
 * `npm run retention -- [--dry-run] [--years N]`: removes the students' attempts (and their answers)
 * and the answer sheets sent (and their pictures) older than the retention period, `ATTEMPT_RETENTION_YEARS` (5) unless `--years` says otherwise,
 * after listing them by year and exam; `--dry-run` lists and removes nothing. It opens the database
 * the server would (`DATABASE_URL`, else the embedded one under `DATA_DIR`): stop the server first
 * when it is the embedded one, which one process opens at a time (docs/architecture.md#17-audit-log-and-lgpd).
 */

const plural = (count: number) => (count === 1 ? "1 prova de aluno" : `${count} provas de alunos`);
const sheetsPlural = (count: number) =>
  count === 1 ? "1 cartão-resposta digitalizado" : `${count} cartões-resposta digitalizados`;

function settings() {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false }, years: { type: "string" } } });
  const config = loadConfig();
  const years = values.years === undefined ? undefined : retentionYearsField.safeParse(values.years);
  if (years && !years.success) throw new ConfigError(`--years ${years.error.issues[0].message}`);
  return { config, dryRun: values["dry-run"], years: years?.data ?? config.attemptRetentionYears };
}

async function main(): Promise<void> {
  const { config, dryRun, years } = settings();
  const database = await openConfiguredDatabase(config);
  try {
    // The same schema the server would bring the database to at its start.
    await database.migrate();
    const cutoff = retentionCutoff(new Date(), years);
    console.log(
      `Retenção: ${years} ${years === 1 ? "ano" : "anos"}; provas de alunos iniciadas antes de ${toDateTimeText(cutoff)}.`,
    );
    const { groups, total, scanSheets } = await attemptsPastRetention(database.db, cutoff);
    for (const group of groups) console.log(`  ${group.year}  ${group.examTitle}: ${plural(group.attempts)}`);
    console.log(`Total: ${plural(total)}.`);
    console.log(`Cartões-resposta digitalizados enviados antes dessa data: ${scanSheets}.`);
    if (dryRun) {
      console.log("Simulação (--dry-run): nada foi removido.");
      return;
    }
    const removed = await removeAttemptsPastRetention(database.db, cutoff);
    const sheets = await removeScanSheetsPastRetention(database.db, cutoff);
    console.log(`Removidas: ${plural(removed)}, com as respostas; ${sheetsPlural(sheets)}, com as imagens.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
