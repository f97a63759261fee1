import { Copy, FileDown, FileText, Printer, Send, SendHorizontal, type LucideIcon } from "lucide-react";
import { Suspense, use, useState, type ReactNode } from "react";
import type { ApplicationMode } from "@shared/constants";
import type { ExamListItem } from "@shared/types/exams";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { notApplicableReason } from "@/lib/applications";
import { ApplyExamDialogSlot } from "@/lib/applyExamDialog";
import { useCurrentUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { can } from "@/lib/permissions";
import { usePendingWork } from "@/lib/usePendingWork";
import { usePublishExam } from "./api";
import { DuplicateExamDialog } from "./components/DuplicateExamDialog";
import { PrintExamDialog } from "./components/PrintExamDialog";
import { downloadDocx, downloadPdf } from "./exportExam";
import { usePaperActions } from "./usePaperActions";

export type ExamActionKey =
  "publish" | "apply" | "print" | "pdf" | "docx" | "answerSheets" | "classPack" | "answerKey" | "duplicate";

export interface ExamAction {
  key: ExamActionKey;
  label: string;
  /** What the button says while the action runs (the PDF takes a few seconds to render). */
  pendingLabel?: string;
  icon: LucideIcon;
  pending: boolean;
  run: () => void;
}

type Dialog =
  { kind: "none" } | { kind: "apply"; mode?: ApplicationMode; note?: string } | { kind: "print" } | { kind: "duplicate" };

/**
 * The exam's everyday actions, one implementation for its menu in the list, its page and its edit
 * screen: publish (drafts), apply, print (columns, size, contrast), PDF, Word, the paper prints
 * (answer sheets, class pack, gabarito) and duplicate. Publishing and applying are offered to
 * whoever may change the exam (the server decides for real); a colleague reading a shared exam
 * prints, downloads and duplicates it into their own exams ('Duplicar para mim'). The application
 * form comes from the app (ApplyExamDialogSlot). `dialogs` must be rendered.
 */
export function useExamActions(exam: ExamListItem): { actions: ExamAction[]; dialogs: ReactNode; canEdit: boolean } {
  const canEdit = can.editExam(useCurrentUser(), exam);
  const renderApplyDialog = use(ApplyExamDialogSlot);
  const publish = usePublishExam();
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const downloads = usePendingWork<"pdf" | "docx">();

  const publishNow = async () => {
    try {
      await publish.mutateAsync(exam.id);
      notifySuccess("Prova publicada com sucesso!");
    } catch (error) {
      notifyError(error, "Falha ao publicar prova.");
    }
  };

  const apply = (mode?: ApplicationMode, note?: string) => {
    const reason = notApplicableReason(exam);
    if (reason) toast({ title: "Atenção", description: reason });
    else setDialog({ kind: "apply", mode, note });
  };
  const canApply = canEdit && renderApplyDialog !== null;
  const paperActions = usePaperActions(exam, { canApply, applyOnPaper: (note) => apply("paper", note) });

  const download = (kind: "pdf" | "docx") =>
    downloads.run(kind, () => (kind === "pdf" ? downloadPdf(exam.id) : downloadDocx(exam.id)));

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
    ...(canApply ? [{ key: "apply" as const, label: "Aplicar", icon: SendHorizontal, pending: false, run: () => apply() }] : []),
    { key: "print", label: "Imprimir", icon: Printer, pending: false, run: () => setDialog({ kind: "print" }) },
    {
      key: "pdf",
      label: "Baixar PDF",
      pendingLabel: "Gerando PDF...",
      icon: FileDown,
      pending: downloads.isPending("pdf"),
      run: () => void download("pdf"),
    },
    {
      key: "docx",
      label: "Word (.docx)",
      pendingLabel: "Gerando Word...",
      icon: FileText,
      pending: downloads.isPending("docx"),
      run: () => void download("docx"),
    },
    ...paperActions,
    {
      key: "duplicate",
      label: canEdit ? "Duplicar" : "Duplicar para mim",
      icon: Copy,
      pending: false,
      run: () => setDialog({ kind: "duplicate" }),
    },
  ];

  const close = () => setDialog({ kind: "none" });
  const dialogs = (
    <>
      {dialog.kind === "apply" && renderApplyDialog && (
        <Suspense fallback={<Spinner label="Carregando..." />}>
          {renderApplyDialog({ exam, onClose: close, mode: dialog.mode, note: dialog.note })}
        </Suspense>
      )}
      {dialog.kind === "print" && <PrintExamDialog exam={exam} onClose={close} />}
      {dialog.kind === "duplicate" && (
        <DuplicateExamDialog exam={exam} toOwn={!canEdit} open onOpenChange={(open) => !open && close()} />
      )}
    </>
  );

  return { actions, dialogs, canEdit };
}
