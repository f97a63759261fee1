import type { SeededVolume } from "../volume/seed";
import type { ReadCall } from "./readCalls";
import { signIn } from "./volumeServer";

/** The three reaches that read the volume: an administrator the whole network, a coordinator their school, a professor their own. */
export async function volumeReaders(base: string, volume: SeededVolume) {
  const admin = await signIn(base, volume.staff.admin[0], volume.password);
  const coordinator = await signIn(base, volume.staff.coordenador[0], volume.password);
  const professor = await signIn(base, volume.busyProfessorEmail, volume.password);
  const read = async <Body>(path: string, token: string) =>
    (await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Body;
  const examIdsOf = async (token: string) =>
    (await read<Array<{ id: string }>>("/api/exams?pageSize=20", token)).map((exam) => exam.id);
  return {
    admin,
    coordinator,
    professor,
    schools: await read<Array<{ id: string }>>("/api/schools", admin),
    schoolExamIds: await examIdsOf(coordinator),
    ownExamIds: await examIdsOf(professor),
  };
}

export type VolumeReaders = Awaited<ReturnType<typeof volumeReaders>>;

/**
 * The reads a school's staff make all day, each with the variants that spread it over the volume:
 * the exam list with searches and filters, one exam with its questions, the bank search.
 * `npm run bench` and `npm run bench:capacity` measure the same ones.
 */
export function dailyReadCalls(readers: VolumeReaders, volume: SeededVolume, connections: number): ReadCall[] {
  const asAdmin = (path: string) => ({ path, token: readers.admin });
  const asCoordinator = (path: string) => ({ path, token: readers.coordinator });
  const asProfessor = (path: string) => ({ path, token: readers.professor });
  return [
    {
      name: "Lista de provas com busca e filtro",
      key: "exam-list",
      requests: [
        asAdmin("/api/exams?pageSize=24"),
        asAdmin("/api/exams?search=matematica&status=published&pageSize=24"),
        asAdmin("/api/exams?search=bimestral&pageSize=24&page=3"),
        asAdmin(`/api/exams?schoolId=${readers.schools[7].id}&status=draft&pageSize=24`),
        asAdmin("/api/exams?search=historia%209%C2%BA&pageSize=24"),
        asCoordinator("/api/exams?pageSize=24"),
        asCoordinator("/api/exams?search=matematica&pageSize=24"),
        asProfessor("/api/exams?pageSize=24"),
        asProfessor("/api/exams?search=avaliacao&status=completed&pageSize=24"),
      ],
      connections,
      targetP95Ms: 50,
    },
    {
      name: "Prova com suas questões",
      key: "exam-detail",
      requests: [
        ...volume.examIds.slice(0, 10).map((id) => asAdmin(`/api/exams/${id}`)),
        ...readers.schoolExamIds.slice(0, 5).map((id) => asCoordinator(`/api/exams/${id}`)),
        ...readers.ownExamIds.slice(0, 5).map((id) => asProfessor(`/api/exams/${id}`)),
      ],
      connections,
      targetP95Ms: 50,
      minThroughputShare: 0.6,
    },
    {
      name: "Busca no banco de questões",
      key: "bank-search",
      requests: [
        asProfessor("/api/question-bank?search=fotossintese&pageSize=20"),
        asProfessor("/api/question-bank?search=equacoes%20grau&difficultyLevel=hard&pageSize=20"),
        asProfessor("/api/question-bank?subject=Matem%C3%A1tica&questionType=essay&pageSize=20"),
        asProfessor("/api/question-bank?search=revolucao%20francesa&page=2&pageSize=20"),
        asProfessor("/api/question-bank?pageSize=20"),
      ],
      connections,
      targetP95Ms: 100,
    },
  ];
}
