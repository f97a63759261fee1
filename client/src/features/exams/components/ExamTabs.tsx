import { FileText, School } from "lucide-react";
import { useSearchParams } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ExamListView } from "../api";
import { ExamList } from "./ExamList";

/** The open tab, kept in the address so that a link or a reload opens the same one. */
export function useExamListView(): [ExamListView, (view: ExamListView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ExamListView = params.get("view") === "school" ? "school" : "mine";
  return [view, (next) => setParams(next === "school" ? { view: "school" } : {}, { replace: true })];
}

/**
 * 'Minhas provas' (what one manages) and 'Provas da escola' (what colleagues shared: read and
 * duplicate only); the open tab lives in the address (see examListHref).
 */
export function ExamTabs() {
  const [view, setView] = useExamListView();

  return (
    <Tabs value={view} onValueChange={(next) => setView(next as ExamListView)}>
      <TabsList className="h-auto flex-wrap justify-start">
        <TabsTrigger value="mine">
          <FileText aria-hidden />
          Minhas provas
        </TabsTrigger>
        <TabsTrigger value="school">
          <School aria-hidden />
          Provas da escola
        </TabsTrigger>
      </TabsList>
      <TabsContent value="mine" className="mt-4">
        <ExamList view="mine" />
      </TabsContent>
      <TabsContent value="school" className="mt-4">
        <ExamList view="school" />
      </TabsContent>
    </Tabs>
  );
}
