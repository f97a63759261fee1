import { ArrowDown, ArrowUp } from "lucide-react";
import { Suspense, lazy, useMemo, useState } from "react";
import type { ApplicationLiveView, ApplicationParticipant } from "@shared/types/applications";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ParticipantRow } from "./ParticipantRow";
import { useServerNow } from "./useServerNow";

// The form (react-hook-form, zod) loads on the first 'Dar mais tempo', not with the page.
const ExtendTimeDialog = lazy(() => import("./ExtendTimeDialog").then((module) => ({ default: module.ExtendTimeDialog })));

const ALL = "all";
const WITHOUT_CLASS = "none";
const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

const HEADERS = ["Turma", "Situação", "Progresso", "Tempo restante", "Última atividade"];

/** Every student of the application, filtered by class and sorted by name; the clocks tick between polls. */
export function ParticipantsTable({
  view,
  receivedAt,
  canManage,
}: {
  view: ApplicationLiveView;
  /** When this view arrived, to move its `serverNow` forward. */
  receivedAt: number;
  canManage: boolean;
}) {
  const { application, participants } = view;
  const running = application.status !== "closed";
  const now = useServerNow(view.serverNow, receivedAt);
  const [classFilter, setClassFilter] = useState(ALL);
  const [descending, setDescending] = useState(false);
  const [extending, setExtending] = useState<ApplicationParticipant | null>(null);

  const rows = useMemo(() => {
    const shown = participants.filter(
      (participant) => classFilter === ALL || (participant.classId ?? WITHOUT_CLASS) === classFilter,
    );
    const sorted = shown.sort((a, b) => byName.compare(a.studentName, b.studentName));
    return descending ? sorted.reverse() : sorted;
  }, [participants, classFilter, descending]);
  const withoutClass = participants.some((participant) => !participant.classId);

  return (
    <div className="space-y-3">
      {(application.classes.length > 1 || withoutClass) && (
        <div className="flex items-center gap-2">
          <Label htmlFor="participants-class">Turma</Label>
          <Select value={classFilter} onValueChange={setClassFilter}>
            <SelectTrigger id="participants-class" className="w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todas as turmas</SelectItem>
              {application.classes.map((schoolClass) => (
                <SelectItem key={schoolClass.id} value={schoolClass.id}>
                  {schoolClass.name}
                </SelectItem>
              ))}
              {withoutClass && <SelectItem value={WITHOUT_CLASS}>Sem turma (entrada sem cadastro)</SelectItem>}
            </SelectContent>
          </Select>
        </div>
      )}
      <div className="relative overflow-x-auto rounded-md border bg-card">
        <table className="w-full min-w-[52rem] text-sm">
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium" aria-sort={descending ? "descending" : "ascending"}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
                  onClick={() => setDescending((value) => !value)}
                >
                  Aluno
                  {descending ? <ArrowUp className="size-3.5" aria-hidden /> : <ArrowDown className="size-3.5" aria-hidden />}
                  <span className="sr-only">(ordenar por nome {descending ? "de A a Z" : "de Z a A"})</span>
                </button>
              </th>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-medium">
                  {header}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={HEADERS.length + 2} className="px-3 py-8 text-center text-muted-foreground">
                  Nenhum aluno nesta aplicação. Cadastre os alunos da turma em Organizações.
                </td>
              </tr>
            ) : (
              rows.map((participant) => (
                <ParticipantRow
                  key={participant.attemptId ?? participant.studentId}
                  participant={participant}
                  now={now}
                  onExtend={canManage && running ? setExtending : undefined}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {extending && (
        <Suspense fallback={null}>
          <ExtendTimeDialog applicationId={application.id} participant={extending} onClose={() => setExtending(null)} />
        </Suspense>
      )}
    </div>
  );
}
