import type { User } from "@shared/types/users";
import { isAdmin } from "@shared/roles";
import { TintBadge } from "@/components/badges/TintBadge";
import { Badge } from "@/components/ui/badge";

/**
 * Where a user works: their schools, or 'Sem escola' for staff who belong to none (they see no
 * classes and create no exams until an administrator links them). An administrator is network-wide.
 */
export function UserSchools({ user }: { user: Pick<User, "role" | "schools"> }) {
  if (isAdmin(user)) return <p className="text-xs text-muted-foreground">Toda a rede</p>;
  if (user.schools.length === 0) return <TintBadge tint="amber">Sem escola</TintBadge>;
  return (
    <ul aria-label="Escolas" className="flex flex-wrap gap-1.5">
      {user.schools.map((school) => (
        <li key={school.id}>
          <Badge variant="outline" className="max-w-full font-normal whitespace-normal">
            {school.name}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
