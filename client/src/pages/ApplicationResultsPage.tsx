import { useParams } from "wouter";
import { ResultsView } from "@/features/results/components/ResultsView";

export default function ApplicationResultsPage() {
  const { id, applicationId } = useParams<{ id: string; applicationId: string }>();
  return <ResultsView examId={id} applicationId={applicationId} />;
}
