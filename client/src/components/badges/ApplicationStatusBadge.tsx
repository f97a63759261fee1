import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "@shared/constants";
import { TintBadge, type Tint } from "./TintBadge";

const STATUS_TINTS: Record<ApplicationStatus, Tint> = { scheduled: "amber", open: "green", closed: "slate" };

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <TintBadge tint={STATUS_TINTS[status]}>{APPLICATION_STATUS_LABELS[status]}</TintBadge>;
}
