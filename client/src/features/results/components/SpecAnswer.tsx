import type { AnswerSheetItem } from "@shared/types/results";
import { RichText } from "@/components/RichText";
import { cn } from "@/lib/cn";
import { partTable, type PartLine, type PartTable } from "./specParts";

/** ✓ or ✗ with its words for screen readers; nothing for a part left blank. */
function PartMark({ right }: { right: PartLine["right"] }) {
  if (right === null) return <span className="sr-only">em branco</span>;
  return (
    <span className={right ? "text-green-800" : "text-red-800"}>
      <span aria-hidden>{right ? "✓" : "✗"}</span>
      <span className="sr-only">{right ? "acertou" : "errou"}</span>
    </span>
  );
}

function PartsTable({ table, questionNumber }: { table: PartTable; questionNumber: number }) {
  const [part, given, key] = table.headers;
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Itens da questão {questionNumber}: resposta do aluno e gabarito</caption>
          <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {part}
              </th>
              <th scope="col" className="px-2 py-1.5 text-center font-medium">
                {given}
              </th>
              <th scope="col" className="px-2 py-1.5 text-center font-medium">
                {key}
              </th>
              <th scope="col" className="px-2 py-1.5">
                <span className="sr-only">Resultado</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.lines.map((line) => (
              <tr key={line.id} className={cn("border-b align-top last:border-b-0", line.right === false && "bg-red-50/60")}>
                <td className="px-2 py-1.5">
                  <div className="flex items-start gap-2">
                    <span className="font-semibold tabular-nums">{line.label}</span>
                    <RichText html={line.text} className="min-w-0 flex-1" />
                  </div>
                </td>
                <td className="px-2 py-1.5 text-center font-medium">{line.given}</td>
                <td className="px-2 py-1.5 text-center font-medium text-green-800">{line.key}</td>
                <td className="w-8 px-2 py-1.5 text-center font-semibold">
                  <PartMark right={line.right} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.answers.length > 0 && (
        <div className="text-sm">
          <p className="text-xs font-medium text-muted-foreground">Segunda coluna</p>
          <ul className="space-y-1">
            {table.answers.map((answer) => (
              <li key={answer.id} className="flex items-start gap-2">
                <span className="font-semibold">{answer.label})</span>
                <RichText html={answer.text} className="min-w-0 flex-1" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A short answer is written (`textAnswer`); the other types' answers are said in words by the server. */
function givenInWords(item: AnswerSheetItem, onPaper: boolean): string | null {
  if (item.questionType === "short_answer") {
    if (item.textAnswer?.trim()) return item.textAnswer;
    return onPaper ? "Respondida na prova em papel." : null;
  }
  return item.responseText;
}

/** A question with a spec on the answer sheet: the answer and the key in words, then part by part. */
export function SpecAnswer({ item, onPaper }: { item: AnswerSheetItem; onPaper: boolean }) {
  const given = givenInWords(item, onPaper);
  const table = partTable(item);
  return (
    <div className="space-y-2">
      <dl className="grid gap-x-2 gap-y-1 rounded-md bg-muted/60 p-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Resposta do aluno:</dt>
        <dd className={cn("whitespace-pre-wrap", !given && "text-muted-foreground")}>{given ?? "Em branco"}</dd>
        <dt className="font-medium">Gabarito:</dt>
        <dd className="font-medium text-green-800">{item.keyText}</dd>
      </dl>
      {table && <PartsTable table={table} questionNumber={item.number} />}
    </div>
  );
}
