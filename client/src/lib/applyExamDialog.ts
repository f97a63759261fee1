import { createContext, type ComponentType } from "react";
import type { ExamListItem } from "@shared/types";

export type ApplyExamDialogComponent = ComponentType<{ exam: ExamListItem; onClose: () => void }>;

/**
 * The exam's 'Aplicar' opens the application form, which belongs to the applications feature; the
 * app puts that form here, so the exam screens offer it without reaching into another feature.
 */
export const ApplyExamDialogSlot = createContext<ApplyExamDialogComponent | null>(null);
