import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApplicationNotFound } from "@/components/ApplicationNotFound";
import { examQuery } from "@/features/exams/api";
import { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { resultsQuery } from "../api";
import { DescriptorsTab } from "./DescriptorsTab";
import { GradingTab } from "./GradingTab";
import { ItemAnalysisTab } from "./ItemAnalysisTab";
import { ResultsHeader } from "./ResultsHeader";
import { ResultsTab } from "./ResultsTab";

const TABS = [
  { value: "resultados", label: "Resultados" },
  { value: "correcao", label: "Correção" },
  { value: "itens", label: "Análise dos itens" },
  { value: "descritores", label: "Descritores" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/** The results of one application: scores, essay grading, item analysis and descriptors, one tab each. */
export function ResultsView({ examId, applicationId }: { examId: string; applicationId: string }) {
  const user = useCurrentUser();
  const results = useQuery(resultsQuery(applicationId));
  const exam = useQuery({ ...examQuery(results.data?.exam.id ?? examId), enabled: results.isSuccess });
  const [tab, setTab] = useState<Tab>("resultados");

  if (results.isPending) return <Spinner label="Carregando..." />;
  if (!results.data) {
    if (results.error instanceof ApiError && results.error.status < 500) return <ApplicationNotFound examId={examId} />;
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar os resultados. Tente novamente em instantes.
      </p>
    );
  }

  const data = results.data;
  const canManage = exam.data ? can.editExam(user, exam.data) : false;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ResultsHeader results={data} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="gap-4">
        <TabsList className="h-auto flex-wrap justify-start">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="py-1.5">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="resultados">
          <ResultsTab results={data} />
        </TabsContent>
        <TabsContent value="correcao">
          <GradingTab applicationId={applicationId} examId={data.exam.id} canManage={canManage} />
        </TabsContent>
        <TabsContent value="itens">
          <ItemAnalysisTab applicationId={applicationId} examId={data.exam.id} canManage={canManage} />
        </TabsContent>
        <TabsContent value="descritores">
          <DescriptorsTab applicationId={applicationId} classes={data.classes} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
