import { BookOpen } from "lucide-react";
import { isSupervisor } from "@shared/roles";
import type { StaffMember } from "@shared/types/staff";
import { RoleBadge } from "@/components/badges/RoleBadge";

/** One person of a school's staff: name, role, email, and for a professor the classes and subjects taught there. */
export function StaffMemberItem({ member }: { member: StaffMember }) {
  return (
    <li className="space-y-1.5 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium break-words">{member.username}</p>
        <RoleBadge role={member.role} />
        {!member.isActive && <span className="text-xs text-muted-foreground">(desativado)</span>}
      </div>
      <p className="text-sm break-all text-muted-foreground">{member.email}</p>
      {member.assignments.length > 0 ? (
        <ul aria-label={`Turmas de ${member.username}`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {member.assignments.map((assignment) => (
            <li key={assignment.id} className="flex items-center gap-1.5">
              <BookOpen className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              <span>
                <span className="font-medium">{assignment.className}</span> · {assignment.subject}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        // Coordinators and principals supervise the school without classes of their own.
        !isSupervisor(member) && <p className="text-sm text-muted-foreground">Ainda não leciona em turmas desta escola.</p>
      )}
    </li>
  );
}
