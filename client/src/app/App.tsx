import { QueryClientProvider } from "@tanstack/react-query";
import { lazy } from "react";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ApplyExamDialogSlot, type RenderApplyExamDialog } from "@/lib/applyExamDialog";
import { AuthProvider } from "@/lib/auth";
import { queryClient } from "@/lib/queryClient";
import { AppRoutes } from "./AppRoutes";

// The application form (react-hook-form, zod, the class list) loads on the first 'Aplicar', not with the page.
const ApplyExamDialog = lazy(() =>
  import("@/features/applications/components/ApplyExamDialog").then((module) => ({ default: module.ApplyExamDialog })),
);
const renderApplyExamDialog: RenderApplyExamDialog = (props) => <ApplyExamDialog {...props} />;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <TooltipProvider delayDuration={300}>
          <ApplyExamDialogSlot value={renderApplyExamDialog}>
            <AppRoutes />
          </ApplyExamDialogSlot>
          <Toaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
