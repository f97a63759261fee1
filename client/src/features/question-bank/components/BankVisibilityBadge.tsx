import { Globe, Lock, School, type LucideIcon } from "lucide-react";
import { BANK_VISIBILITY_LABELS, type BankVisibility } from "@shared/constants";
import { TintBadge, type Tint } from "@/components/badges/TintBadge";

const LOOKS: Record<BankVisibility, { tint: Tint; icon: LucideIcon }> = {
  privada: { tint: "slate", icon: Lock },
  escola: { tint: "blue", icon: School },
  rede: { tint: "teal", icon: Globe },
};

/** Who reads the item besides its author: nobody, the author's schools, or the whole network. */
export function BankVisibilityBadge({ visibility }: { visibility: BankVisibility }) {
  const { tint, icon: Icon } = LOOKS[visibility];
  return (
    <TintBadge tint={tint}>
      <Icon aria-hidden />
      <span className="sr-only">Visibilidade: </span>
      {BANK_VISIBILITY_LABELS[visibility]}
    </TintBadge>
  );
}
