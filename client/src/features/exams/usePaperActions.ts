import { useQueryClient } from "@tanstack/react-query";
import { FileCheck2, FileKey2, Package } from "lucide-react";
import type { ExamListItem } from "@shared/types/exams";
import { examApplicationsQuery } from "@/features/applications/api";
import { notifyError } from "@/lib/notify";
import { downloadPrint, paperPrints, type PaperPrint } from "@/lib/paperPrints";
import { usePendingWork } from "@/lib/usePendingWork";
import { downloadAnswerKey } from "./exportExam";
import type { ExamAction } from "./useExamActions";

/** Why the application form opens instead of a download. */
export const APPLY_ON_PAPER_FIRST = "Para imprimir cartões-resposta e o pacote da turma, aplique a prova em papel às turmas.";

type PaperActionKey = "answerSheets" | "classPack" | "answerKey";

/**
 * The exam's paper prints: 'Cartões-resposta' and 'Pacote da turma' of its latest paper application
 * (without one, the application form opens on 'Em papel', saying why) for whoever may apply it, and
 * 'Gabarito', the exam's own answers as written, for everyone who reads it. The applications are
 * asked for on the click, not with every card of the exam list.
 */
export function usePaperActions(
  exam: ExamListItem,
  { canApply, applyOnPaper }: { canApply: boolean; applyOnPaper: (note: string) => void },
): ExamAction[] {
  const queryClient = useQueryClient();
  const work = usePendingWork<PaperActionKey>();

  const printLatest = async (print: (applicationId: string) => PaperPrint) => {
    try {
      // Newest first: the latest paper application is the first one.
      const applications = await queryClient.fetchQuery(examApplicationsQuery(exam.id));
      const paper = applications.find((application) => application.mode === "paper");
      if (paper) await downloadPrint(print(paper.id));
      else applyOnPaper(APPLY_ON_PAPER_FIRST);
    } catch (error) {
      notifyError(error, "Não foi possível carregar as aplicações da prova.");
    }
  };

  const action = (key: PaperActionKey, label: string, icon: ExamAction["icon"], download: () => Promise<void>) => ({
    key,
    label,
    pendingLabel: "Gerando PDF...",
    icon,
    pending: work.isPending(key),
    run: () => void work.run(key, download),
  });

  return [
    ...(canApply
      ? [
          action("answerSheets", "Cartões-resposta", FileCheck2, () => printLatest((id) => paperPrints.answerSheets(id))),
          action("classPack", "Pacote da turma", Package, () => printLatest(paperPrints.classPack)),
        ]
      : []),
    action("answerKey", "Gabarito", FileKey2, () => downloadAnswerKey(exam.id)),
  ];
}
