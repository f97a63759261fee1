import { Copy, FileDown, FileText, Printer, Send, SendHorizontal, type LucideIcon } from "lucide-react";
import { Suspense, use, useState, type ReactNode } from "react";
import type { ExamListItem } from "@shared/types/exams";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { notApplicableReason } from "@/lib/applications";
import { ApplyExamDialogSlot } from "@/lib/applyExamDialog";
import { useCurrentUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { can } from "@/lib/permissions";
import { usePublishExam } from "./api";
import { DuplicateExamDialog } from "./components/DuplicateExamDialog";
import { downloadDocx, downloadPdf } from "./exportExam";
import { printExam } from "./printExam";

export type ExamActionKey = "publish" | "apply" | "print" | "pdf" | "docx" | "duplicate";

export interface ExamAction {
  key: ExamActionKey;
  label: string;
  /** What the button says while the action runs (the PDF takes a few seconds to render). */
  pendingLabel?: string;
  icon: LucideIcon;
  pending: boolean;
  run: () => void;
}

type Dialog = "none" | "apply" | "duplicate";

/**
 * The exam's everyday actions, one implementation for its menu in the list, its page and its edit
 * screen: publish (drafts), apply, print, PDF, Word and duplicate. Publishing and applying are
 * offered to whoever may change the exam (the server decides for real); a colleague reading a
 * shared exam prints, downloads and duplicates it into their own exams ('Duplicar para mim'). The
 * application form comes from the app (ApplyExamDialogSlot). `dialogs` must be rendered.
 */
export function useExamActions(exam: ExamListItem): { actions: ExamAction[]; dialogs: ReactNode; canEdit: boolean } {
  const canEdit = can.editExam(useCurrentUser(), exam);
  const renderApplyDialog = use(ApplyExamDialogSlot);
  const publish = usePublishExam();
  const [dialog, setDialog] = useState<Dialog>("none");
  const [downloading, setDownloading] = useState<"pdf" | "docx" | null>(null);

  const publishNow = async () => {
    try {
      await publish.mutateAsync(exam.id);
      notifySuccess("Prova publicada com sucesso!");
    } catch (error) {
      notifyError(error, "Falha ao publicar prova.");
    }
  };

  const apply = () => {
    const reason = notApplicableReason(exam);
    if (reason) toast({ title: "Atenção", description: reason });
    else setDialog("apply");
  };

  const download = async (kind: "pdf" | "docx") => {
    setDownloading(kind);
    try {
      await (kind === "pdf" ? downloadPdf(exam.id) : downloadDocx(exam.id));
    } finally {
      setDownloading(null);
    }
  };

  const actions: ExamAction[] = [
    ...(canEdit && exam.status === "draft"
      ? [
          {
            key: "publish" as const,
            label: "Publicar",
            pendingLabel: "Publicando...",
            icon: Send,
            pending: publish.isPending,
            run: () => void publishNow(),
          },
        ]
      : []),
    ...(canEdit && renderApplyDialog
      ? [{ key: "apply" as const, label: "Aplicar", icon: SendHorizontal, pending: false, run: apply }]
      : []),
    { key: "print", label: "Imprimir", icon: Printer, pending: false, run: () => printExam(exam) },
    {
      key: "pdf",
      label: "Baixar PDF",
      pendingLabel: "Gerando PDF...",
      icon: FileDown,
      pending: downloading === "pdf",
      run: () => void download("pdf"),
    },
    {
      key: "docx",
      label: "Word (.docx)",
      pendingLabel: "Gerando Word...",
      icon: FileText,
      pending: downloading === "docx",
      run: () => void download("docx"),
    },
    {
      key: "duplicate",
      label: canEdit ? "Duplicar" : "Duplicar para mim",
      icon: Copy,
      pending: false,
      run: () => setDialog("duplicate"),
    },
  ];

  const close = () => setDialog("none");
  const dialogs = (
    <>
      {dialog === "apply" && renderApplyDialog && (
        <Suspense fallback={<Spinner label="Carregando..." />}>{renderApplyDialog({ exam, onClose: close })}</Suspense>
      )}
      {dialog === "duplicate" && (
        <DuplicateExamDialog exam={exam} toOwn={!canEdit} open onOpenChange={(open) => !open && close()} />
      )}
    </>
  );

  return { actions, dialogs, canEdit };
}
