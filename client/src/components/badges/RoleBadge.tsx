import { ROLE_LABELS, type Role } from "@shared/constants";
import { TintBadge, type Tint } from "./TintBadge";

// Admin purple, diretor red, coordenador blue, professor green.
const ROLE_TINTS: Record<Role, Tint> = { admin: "purple", diretor: "red", coordenador: "blue", professor: "green" };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <TintBadge tint={ROLE_TINTS[role]} className="font-medium">
      {ROLE_LABELS[role]}
    </TintBadge>
  );
}
