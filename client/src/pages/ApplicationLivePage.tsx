import { useParams } from "wouter";
import { LiveApplication } from "@/features/applications/components/live/LiveApplication";

export default function ApplicationLivePage() {
  const { id, applicationId } = useParams<{ id: string; applicationId: string }>();
  return <LiveApplication examId={id} applicationId={applicationId} />;
}
