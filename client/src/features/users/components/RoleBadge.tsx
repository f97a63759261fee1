import { ROLE_LABELS, type Role } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

// Spec 2.16: admin purple, diretor red, coordenador blue, professor green (text dark enough for AA).
const COLORS: Record<Role, string> = {
  admin: "bg-purple-100 text-purple-800 border-purple-200",
  diretor: "bg-red-100 text-red-800 border-red-200",
  coordenador: "bg-blue-100 text-blue-800 border-blue-200",
  professor: "bg-green-100 text-green-800 border-green-200",
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="outline" className={cn("font-medium", COLORS[role])}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
