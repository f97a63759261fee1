import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { applicationQuery } from "@/features/applications/api";
import { LiveApplication } from "@/features/applications/components/live/LiveApplication";
import { PaperApplication } from "@/features/applications/components/paper/PaperApplication";
import { ScanSection } from "@/features/scans/components/ScanSection";

/**
 * An application's page: a paper one's prints, correction and students, or an online one followed live. A
 * failure to load falls to the live view, which says what went wrong (not found, or try again).
 */
export default function ApplicationLivePage() {
  const { id, applicationId } = useParams<{ id: string; applicationId: string }>();
  const application = useQuery(applicationQuery(applicationId));
  if (application.isPending) return <Spinner label="Carregando..." />;
  if (application.data?.mode === "paper")
    return <PaperApplication application={application.data} correction={<ScanSection application={application.data} />} />;
  return <LiveApplication examId={id} applicationId={applicationId} />;
}
