import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { DifficultyBadge } from "@/components/badges/DifficultyBadge";
import { RichText } from "@/components/RichText";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { AnswerSpecView } from "@/components/questionSpec/AnswerSpecView";
import { authorLine } from "./authorLine";
import { BANK_TYPE_LABELS } from "./bankChoices";
import { BankVisibilityBadge } from "./BankVisibilityBadge";

const VISIBLE_TAGS = 3;

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const hidden = tags.length - VISIBLE_TAGS;
  return (
    <ul aria-label="Etiquetas" className="flex flex-wrap gap-1.5">
      {tags.slice(0, VISIBLE_TAGS).map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="secondary" title={tags.slice(VISIBLE_TAGS).join(", ")}>
            +{hidden} mais
          </Badge>
        </li>
      )}
    </ul>
  );
}

function Note({ label, text }: { label: string; text: string }) {
  return (
    <div className="rounded-md bg-muted p-3 text-sm">
      <p className="font-medium">{label}</p>
      <p className="mt-1 whitespace-pre-line text-muted-foreground">{text}</p>
    </div>
  );
}

/**
 * A bank item as the list, the search and the picker's preview show it (docs/product.md#91-bank-items), with its
 * author and who may read it. `full` shows the whole text; the lists clamp it so one long question
 * does not push the rest away.
 */
export function BankItemCard({
  item,
  actions,
  selection,
  full = false,
  headingLevel = "h3",
  className,
}: {
  item: BankItem;
  actions?: ReactNode;
  /** A checkbox before the title, where the list lets items be chosen for export. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
  full?: boolean;
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}) {
  return (
    <Card className={cn("flex h-full flex-col", selection?.selected && "border-primary ring-1 ring-primary", className)}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            {selection && (
              <Checkbox
                className="mt-0.5 size-5"
                checked={selection.selected}
                onCheckedChange={(checked) => selection.onChange(checked === true)}
                aria-label={`Selecionar "${item.title}"`}
              />
            )}
            <CardTitle as={headingLevel} className="min-w-0 text-base break-words">
              {item.title}
            </CardTitle>
          </div>
          {actions && <div className="-mt-2 -mr-2 flex shrink-0 gap-1">{actions}</div>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{BANK_TYPE_LABELS[item.questionType]}</Badge>
          <DifficultyBadge level={item.difficultyLevel} />
          {item.descriptor && <Badge variant="outline">Descritor {item.descriptor}</Badge>}
          <BankVisibilityBadge visibility={item.visibility} />
        </div>
        <p className="text-sm text-muted-foreground">
          {item.subject} · {item.gradeLevelName}
        </p>
        <p className="text-sm break-words">{authorLine(item)}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <RichText html={item.questionText} className={cn(!full && "line-clamp-4")} />
        {item.options.length > 0 && (
          <ol aria-label="Alternativas" className="space-y-1.5">
            {item.options.map((option) => (
              <li
                key={option.id}
                className={cn(
                  "flex items-start gap-2 rounded-md border px-2.5 py-1.5 text-sm",
                  option.isCorrect ? "border-green-600 bg-green-50" : "border-border",
                )}
              >
                <span className="font-semibold">{option.optionLetter})</span>
                <RichText html={option.optionText} className={cn("min-w-0 flex-1", !full && "line-clamp-2")} />
                {option.isCorrect && (
                  <Badge className="shrink-0 bg-green-700 text-white">
                    <CheckCircle2 aria-hidden />
                    Correta
                  </Badge>
                )}
              </li>
            ))}
          </ol>
        )}
        <AnswerSpecView questionType={item.questionType} answerSpec={item.answerSpec} label="Itens da questão" withParts={full} />
        {item.correctAnswer && <Note label="Resposta Esperada" text={item.correctAnswer} />}
        {item.explanation && <Note label="Explicação" text={item.explanation} />}
        <Tags tags={item.tags} />
      </CardContent>
    </Card>
  );
}
