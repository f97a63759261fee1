import { setUpOnlineClass, SimulatedStudent, type AnswerWrite } from "../../../tests/support/onlineClass";
import { runLoad } from "./load";
import { loadFigure, type ReportRow } from "./report";

const TARGET_P95_MS = 100;

/**
 * A whole exam day at once: `students` connections, one per student with its own attempt, saving
 * answers at `savesPerSecond` in all (a class clicks, it does not hammer). Afterwards every
 * acknowledged answer must still be on the server.
 */
export async function measureStudentSaves(
  base: string,
  staff: { email: string; password: string },
  options: { students: number; seconds: number; savesPerSecond: number },
  log: (line: string) => void,
): Promise<ReportRow> {
  log(`Prova online: turma de ${options.students} alunos...`);
  const setup = await setUpOnlineClass(base, staff, { size: options.students, questions: 20, durationMinutes: 60 });
  const students: SimulatedStudent[] = [];
  for (const code of setup.accessCodes) students.push(await SimulatedStudent.enter(base, setup.examCode, code));

  log(`Prova online: ${options.students} alunos salvando ${options.savesPerSecond} respostas/s por ${options.seconds} s...`);
  const result = await runLoad({
    base,
    connections: options.students,
    seconds: options.seconds,
    overallRate: options.savesPerSecond,
    requests: [],
    perConnection: {
      method: "PUT",
      path: "/api/attempt/answers",
      caller(connection) {
        const student = students[connection % students.length];
        let pending: AnswerWrite;
        return {
          next() {
            pending = student.nextWrite();
            return { headers: { "x-attempt-token": student.token }, body: JSON.stringify({ answers: [pending] }) };
          },
          answered(status) {
            if (status === 200) student.acknowledge(pending);
          },
        };
      },
    },
  });
  const lost = (await Promise.all(students.map((student) => student.lostAnswers(base)))).flat().length;
  return {
    name: `Salvar resposta (${options.students} alunos conectados, ${options.savesPerSecond} salvamentos/s)`,
    app: `${loadFigure(result)} · ${result.requests} salvos · ${lost} perdidos`,
    target: `p95 < ${TARGET_P95_MS} ms · sem erros · nada perdido`,
    met: result.errors === 0 && lost === 0 && result.requests > 0 && result.p95 < TARGET_P95_MS,
  };
}
