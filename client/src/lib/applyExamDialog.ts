import { createContext, type ReactNode } from "react";
import type { ApplicationMode } from "@shared/constants";
import type { ExamListItem } from "@shared/types/exams";

export interface ApplyExamDialogProps {
  exam: ExamListItem;
  onClose: () => void;
  /** The choice 'Como aplicar' starts on; online unless told (or unless the exam is not online). */
  mode?: ApplicationMode;
  /** Why the form was opened, when it was not by 'Aplicar' (a print that needs a paper application first). */
  note?: string;
}

export type RenderApplyExamDialog = (props: ApplyExamDialogProps) => ReactNode;

/**
 * The exam's 'Aplicar' opens the application form, which belongs to the applications feature; the
 * app puts that form here, so the exam screens offer it without reaching into another feature.
 */
export const ApplyExamDialogSlot = createContext<RenderApplyExamDialog | null>(null);
