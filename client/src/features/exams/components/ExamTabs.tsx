import { FileText, School } from "lucide-react";
import { useSearchParams } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ExamListView } from "../api";
import { ExamList } from "./ExamList";

/**
 * 'Minhas provas' (what one manages) and 'Provas da escola' (what colleagues shared: read and
 * duplicate only); the open tab lives in the address (see examListHref).
 */
export function ExamTabs() {
  const [params, setParams] = useSearchParams();
  const view: ExamListView = params.get("view") === "school" ? "school" : "mine";

  return (
    <Tabs value={view} onValueChange={(next) => setParams(next === "school" ? { view: "school" } : {}, { replace: true })}>
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
