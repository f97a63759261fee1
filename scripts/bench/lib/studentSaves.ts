import { keepClassSaving, setUpOnlineClass, SimulatedStudent } from "../../../tests/support/onlineClass";
import { percentile } from "./load";
import { ms, type ReportRow } from "./report";

const TARGET_P95_MS = 100;
const INTERVAL_MS = 5_000;

/**
 * Exam day: `students` students in one application, each changing an answer every 5 s (their
 * clicks spread over the interval, as a class's are), each on its own keep-alive connection.
 * Afterwards every acknowledged answer must still be on the server. autocannon cannot hold
 * more connections than requests per second, so this load has its own loop.
 */
export async function measureStudentSaves(
  base: string,
  staff: { email: string; password: string },
  options: { students: number; seconds: number },
  log: (line: string) => void,
): Promise<ReportRow> {
  log(`Prova online: turma de ${options.students} alunos...`);
  const setup = await setUpOnlineClass(base, staff, { size: options.students, questions: 20, durationMinutes: 60 });
  const students: SimulatedStudent[] = [];
  for (const code of setup.accessCodes) students.push(await SimulatedStudent.enter(base, setup.examCode, code));

  const perSecond = (options.students * 1000) / INTERVAL_MS;
  log(`Prova online: ${options.students} alunos, uma resposta a cada 5 s cada (${perSecond}/s), por ${options.seconds} s...`);
  const { latencies, failures } = await keepClassSaving(base, students, { seconds: options.seconds, intervalMs: INTERVAL_MS });
  const lost = (await Promise.all(students.map((student) => student.lostAnswers(base)))).flat().length;
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    name: `Salvar resposta (${options.students} alunos ao mesmo tempo, ${perSecond} salvamentos/s)`,
    app: `p95 ${ms(p95)} · p99 ${ms(percentile(latencies, 99))} · ${latencies.length} salvos · ${errors ? `**${errors} erros**` : "0 erros"} · ${lost} perdidos`,
    target: `p95 < ${TARGET_P95_MS} ms · sem erros · nada perdido`,
    met: errors === 0 && lost === 0 && latencies.length > 0 && p95 < TARGET_P95_MS,
  };
}
