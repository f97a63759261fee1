import { createContext, type ReactNode } from "react";
import type { ExamListItem } from "@shared/types/exams";

export type RenderApplyExamDialog = (props: { exam: ExamListItem; onClose: () => void }) => ReactNode;

/**
 * The exam's 'Aplicar' opens the application form, which belongs to the applications feature; the
 * app puts that form here, so the exam screens offer it without reaching into another feature.
 */
export const ApplyExamDialogSlot = createContext<RenderApplyExamDialog | null>(null);
