import type { ReactNode } from "react";
import type { ItemAnalysisItem, ItemAnalysisShare } from "@shared/types/analysis";
import { cn } from "@/lib/cn";
import { formatShare } from "../format";
import { KeyNote, ShareLine } from "./ShareLine";

/** V/F or C/E: one row per statement, the share of each mark and of blanks, the key's cell marked. */
function MarksTable({ item }: { item: ItemAnalysisItem }) {
  const rows = new Map<string, ItemAnalysisShare[]>();
  for (const line of item.distribution) rows.set(line.label, [...(rows.get(line.label) ?? []), line]);
  const columns = item.distribution.slice(0, 3).map((line) => line.detail ?? "");
  return (
    <table className="text-xs">
      <caption className="sr-only">Respostas por {item.questionType === "true_false" ? "afirmação" : "item"}</caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="pr-3 text-left font-medium">
            {item.questionType === "true_false" ? "Afirmação" : "Item"}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-2.5 text-left font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...rows].map(([label, lines]) => (
          <tr key={label}>
            <th scope="row" className="pr-3 text-left font-semibold">
              {label}
            </th>
            {lines.map((line) => (
              <td key={line.detail} className="px-1 py-0.5 tabular-nums">
                <span className={cn("inline-block rounded px-1.5", line.isKey && "bg-green-50 font-semibold text-green-800")}>
                  {formatShare(line.share)}
                  {line.isKey && <span className="ml-1 font-medium">gabarito</span>}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Lines({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      {title && <p className="text-xs text-muted-foreground">{title}</p>}
      <ul className="space-y-1">{children}</ul>
    </div>
  );
}

/**
 * How the answers to a question with a spec were spread (docs/product.md#134-item-analysis), in
 * the shape that reads for its type.
 */
export function AnswerDistribution({ item }: { item: ItemAnalysisItem }) {
  const { distribution } = item;
  const none = <span className="text-muted-foreground">—</span>;
  switch (item.questionType) {
    case "multiple_response":
      if (distribution.length === 0) return none;
      return (
        <Lines>
          {distribution.map((line) => (
            <ShareLine
              key={line.label}
              label={line.label}
              share={line.share}
              tone={line.isKey ? "key" : "plain"}
              note={line.isKey && <KeyNote />}
            />
          ))}
        </Lines>
      );
    case "true_false":
    case "right_wrong":
      return distribution.length === 0 ? none : <MarksTable item={item} />;
    case "summation":
    case "numeric":
      if (item.facility === null) return none;
      if (distribution.length === 0) return <span className="text-xs text-muted-foreground">Nenhuma resposta errada.</span>;
      return (
        <Lines title={item.questionType === "summation" ? "Somas erradas mais comuns" : "Valores errados mais comuns"}>
          {distribution.map((line) => (
            <ShareLine
              key={line.label}
              label={line.label}
              share={line.share}
              note={line.detail && line.detail !== line.label && <span className="text-muted-foreground">{line.detail}</span>}
            />
          ))}
        </Lines>
      );
    case "matching":
    case "ordering":
      if (distribution.length === 0) return none;
      return (
        <Lines title="Acerto por item">
          {distribution.map((line) => (
            <ShareLine
              key={line.label}
              label={line.label}
              share={line.share}
              tone="key"
              note={line.detail && <span className="text-muted-foreground">{line.detail}</span>}
            />
          ))}
        </Lines>
      );
    default:
      return none;
  }
}
