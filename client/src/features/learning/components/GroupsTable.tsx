import type { ExamReport } from "@shared/types/learning";
import { AverageCells, percentText } from "./AverageCells";

type Group = ExamReport["overall"] & { key: string; name: string; detail?: string };

/** Schools or classes side by side: who handed in of the roster, the average grade and percentage, the spread. */
export function GroupsTable({
  caption,
  heading,
  groups,
  maxGrade,
}: {
  caption: string;
  heading: string;
  groups: Group[];
  maxGrade: number;
}) {
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th className="px-3 py-2">{heading}</th>
            <th className="px-3 py-2 text-right">Participação</th>
            <th className="px-3 py-2 text-right">Média</th>
            <th className="px-3 py-2 text-right">Acerto médio</th>
            <th className="px-3 py-2">Distribuição do acerto</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key} className="border-t align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {group.name}
                {group.detail && <span className="block text-xs font-normal text-muted-foreground">{group.detail}</span>}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {group.handedIn} de {group.rosterSize}
                <span className="block text-xs text-muted-foreground">{percentText(group.participation)}</span>
              </td>
              <AverageCells {...group} maxGrade={maxGrade} label={group.name} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
