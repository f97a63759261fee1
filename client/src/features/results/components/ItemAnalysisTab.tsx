import { useQuery } from "@tanstack/react-query";
import type { ItemAnalysisItem } from "@shared/types/analysis";
import { QUESTION_TYPE_LABELS } from "@shared/constants";
import { hasSpec } from "@shared/questionTypes/spec";
import { Spinner } from "@/components/ui/spinner";
import { TintBadge } from "@/components/badges/TintBadge";
import { DescriptorBadge } from "@/components/curriculum/DescriptorBadge";
import { DESCRIPTOR_BADGES } from "@/components/curriculum/descriptorFields";
import { itemAnalysisQuery } from "../api";
import { formatCoefficient, formatShare } from "../format";
import { AnnulQuestionButton } from "./AnnulQuestionButton";
import { AnswerDistribution } from "./AnswerDistribution";
import { HeaderHint } from "./HeaderHint";
import { KeyNote, ShareLine } from "./ShareLine";

export const HINTS = {
  facility:
    "Parcela dos alunos que acertaram a questão (para dissertativas e questões corrigidas por partes, a média da parcela dos pontos obtida).",
  discrimination:
    "Diferença de acerto entre os 27 % melhores e os 27 % piores alunos na prova: perto de 0 ou negativa indica questão que não separa quem sabe de quem não sabe.",
  distribution:
    "Como os alunos responderam: a parcela que marcou cada alternativa; em verdadeiro ou falso e certo ou errado, a parcela de cada marcação e dos que deixaram em branco, por afirmação ou item; na somatória e na resposta numérica, as respostas erradas mais comuns; na associação e na ordenação, a parcela que acertou cada item. O gabarito vem marcado.",
  kr20: "Confiabilidade da prova (0 a 1): acima de 0,7 indica que as questões medem de forma consistente.",
};

/** The share of each option as a small bar; a distractor that draws the best students in amber. */
function OptionBars({ item }: { item: ItemAnalysisItem }) {
  if (item.options.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="space-y-1">
      {item.options.map((option) => (
        <ShareLine
          key={option.optionId}
          label={option.optionLetter}
          share={option.share}
          tone={option.isCorrect ? "key" : item.attractiveDistractors.includes(option.optionLetter) ? "warning" : "plain"}
          note={option.isCorrect && <KeyNote />}
        />
      ))}
    </ul>
  );
}

/** The question's codes as badges, each with the catalogue's text on hover and as its description. */
function QuestionCodes({ item }: { item: ItemAnalysisItem }) {
  if (item.codes.length === 0) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      {item.codes.map((entry) => (
        <DescriptorBadge
          key={entry.field}
          id={`analise-${entry.field}-${item.questionId}`}
          label={DESCRIPTOR_BADGES[entry.field]}
          code={entry.code}
          text={entry.text}
        />
      ))}
    </div>
  );
}

const HEADERS = ["Nº", "Tipo"];

/** How each question behaved: how many got it, whether it separates strong from weak students, how the options drew. */
export function ItemAnalysisTab({
  applicationId,
  examId,
  canManage,
}: {
  applicationId: string;
  examId: string;
  canManage: boolean;
}) {
  const analysis = useQuery(itemAnalysisQuery(applicationId));
  if (analysis.isPending) return <Spinner label="Carregando..." />;
  if (analysis.isError)
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar a análise dos itens.
      </p>
    );
  const { items, kr20, students } = analysis.data;
  const withSpec = items.some((item) => hasSpec(item.questionType));
  return (
    <div className="space-y-4">
      <dl className="flex flex-wrap gap-3">
        <div className="rounded-lg border border-l-4 border-l-blue-600 bg-card p-4">
          <dt className="text-sm text-muted-foreground">
            <HeaderHint label="KR-20" hint={HINTS.kr20} />
          </dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCoefficient(kr20)}</dd>
        </div>
        <div className="rounded-lg border border-l-4 border-l-slate-400 bg-card p-4">
          <dt className="text-sm text-muted-foreground">Provas analisadas</dt>
          <dd className="text-2xl font-bold tabular-nums">{students}</dd>
        </div>
      </dl>
      <div className="relative overflow-x-auto rounded-md border bg-card">
        <table className="w-full min-w-[56rem] text-sm">
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-medium">
                  {header}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                <HeaderHint label="Facilidade" hint={HINTS.facility} />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <HeaderHint label="Discriminação" hint={HINTS.discrimination} />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {withSpec ? <HeaderHint label="Distribuição das respostas" hint={HINTS.distribution} /> : "Alternativas"}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.questionId} className="border-b align-top last:border-b-0">
                <td className="px-3 py-2 font-semibold">{item.number}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-col items-start gap-1">
                    {QUESTION_TYPE_LABELS[item.questionType]}
                    {item.annulled && <TintBadge tint="slate">Anulada</TintBadge>}
                    <QuestionCodes item={item} />
                  </div>
                </td>
                <td className="px-3 py-2 tabular-nums">{formatShare(item.facility)}</td>
                <td className="px-3 py-2 tabular-nums">{formatCoefficient(item.discrimination)}</td>
                <td className="px-3 py-2">
                  <div className="space-y-1.5">
                    {hasSpec(item.questionType) ? <AnswerDistribution item={item} /> : <OptionBars item={item} />}
                    {item.attractiveDistractors.length > 0 && (
                      <TintBadge tint="amber">
                        Distrator atrai os melhores alunos ({item.attractiveDistractors.join(", ")})
                      </TintBadge>
                    )}
                  </div>
                </td>
                <td className="px-3 py-2 text-right">
                  {canManage && (
                    <AnnulQuestionButton
                      examId={examId}
                      questionId={item.questionId}
                      number={item.number}
                      annulled={item.annulled}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
